import { describe, expect, it } from 'vitest';
import { isAllowedEmbedUrl, isAllowedImageUrl, isAllowedLinkUrl } from './html-allow-list.ts';

describe('rich-text URL rules', () => {
  it('allows links to the web, mail, phone, same-site paths and anchors', () => {
    for (const url of [
      'https://example.com/a',
      'http://x.y',
      'mailto:a@b.c',
      'tel:+15551234567',
      '/resources/x',
      '#part',
      ' https://padded.example ',
    ]) {
      expect(isAllowedLinkUrl(url), url).toBe(true);
    }
  });

  it('refuses script, data and other-site relative links', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
      'page.html',
      '',
    ]) {
      expect(isAllowedLinkUrl(url), url).toBe(false);
    }
  });

  it('allows web images, same-site paths and inline raster data images', () => {
    for (const url of [
      'https://cdn.example/a.png',
      '/demo/pillar.svg',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/jpeg;base64,/9j/4AAQ',
    ]) {
      expect(isAllowedImageUrl(url), url).toBe(true);
    }
  });

  it('refuses SVG and non-image data URLs, scripts and other-site relative images', () => {
    for (const url of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGh0bWw+',
      'javascript:alert(1)',
      '//evil.example/x.png',
      '#x',
      'x.png',
    ]) {
      expect(isAllowedImageUrl(url), url).toBe(false);
    }
  });

  it('allows video frames of the YouTube and Vimeo players only', () => {
    for (const url of [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30',
      'https://player.vimeo.com/video/76979871',
      'https://player.vimeo.com/video/76979871?h=8a1b2c',
    ]) {
      expect(isAllowedEmbedUrl(url), url).toBe(true);
    }
    for (const url of [
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'https://evil.example/?https://player.vimeo.com/video/1',
      'https://player.vimeo.com/video/1/../../x',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"onload="x',
      'javascript:alert(1)',
      '',
    ]) {
      expect(isAllowedEmbedUrl(url), url).toBe(false);
    }
  });
});
