import { describe, expect, it } from 'vitest';
import { captionsUrlFor, toVideoEmbed } from './video-embed.ts';

describe('toVideoEmbed', () => {
  it('embeds YouTube links from youtube-nocookie.com', () => {
    const embed = { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/Hk3v8ZpNq2A' };
    for (const url of [
      'https://www.youtube.com/watch?v=Hk3v8ZpNq2A',
      'https://youtube.com/watch?v=Hk3v8ZpNq2A&list=PL123',
      'https://m.youtube.com/watch?v=Hk3v8ZpNq2A',
      'https://youtu.be/Hk3v8ZpNq2A',
      'https://www.youtube.com/embed/Hk3v8ZpNq2A',
      'https://www.youtube.com/shorts/Hk3v8ZpNq2A',
      'https://www.youtube-nocookie.com/embed/Hk3v8ZpNq2A',
      '  https://www.youtube.com/watch?v=Hk3v8ZpNq2A  ',
    ]) {
      expect(toVideoEmbed(url), url).toEqual(embed);
    }
  });

  it('keeps a YouTube start time', () => {
    expect(toVideoEmbed('https://youtu.be/Hk3v8ZpNq2A?t=90')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/Hk3v8ZpNq2A?start=90',
    );
    expect(toVideoEmbed('https://www.youtube.com/watch?v=Hk3v8ZpNq2A&t=1m30s')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/Hk3v8ZpNq2A?start=90',
    );
  });

  it('embeds Vimeo links from player.vimeo.com', () => {
    const embed = { kind: 'vimeo', src: 'https://player.vimeo.com/video/824781356' };
    expect(toVideoEmbed('https://vimeo.com/824781356')).toEqual(embed);
    expect(toVideoEmbed('https://www.vimeo.com/channels/staffpicks/824781356')).toEqual(embed);
    expect(toVideoEmbed('https://player.vimeo.com/video/824781356')).toEqual(embed);
    expect(toVideoEmbed('https://vimeo.com/824781356/a1b2c3d4e5')?.src).toBe(
      'https://player.vimeo.com/video/824781356?h=a1b2c3d4e5',
    );
  });

  it('plays other addresses as a file', () => {
    expect(toVideoEmbed('/media/intro.mp4')).toEqual({ kind: 'file', src: '/media/intro.mp4' });
    expect(toVideoEmbed('https://cdn.example.com/videos/intro.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/videos/intro.mp4',
    });
  });

  it('refuses what cannot play safely', () => {
    for (const url of [
      null,
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      '//evil.example/video.mp4',
      'not a url',
      'https://www.youtube.com/watch?v=too-short',
      'https://www.youtube.com/channel/UC123',
      'https://vimeo.com/channels/staffpicks',
    ]) {
      expect(toVideoEmbed(url), String(url)).toBeNull();
    }
  });
});

describe('captionsUrlFor', () => {
  it('is the WebVTT file beside the video', () => {
    expect(captionsUrlFor('/media/intro.mp4')).toBe('/media/intro.vtt');
    expect(captionsUrlFor('https://cdn.example.com/videos/intro.webm?token=1')).toBe(
      'https://cdn.example.com/videos/intro.vtt',
    );
    expect(captionsUrlFor('/media/intro')).toBe('/media/intro.vtt');
    expect(captionsUrlFor('https://cdn.example.com/')).toBe('https://cdn.example.com/captions.vtt');
  });
});
