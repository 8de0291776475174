import { describe, expect, it } from 'vitest';
import { isAllowedMediaUrl } from './messages.ts';
import { mediaUrl } from './schemas.ts';

describe('media URL fields', () => {
  it('take pasted web addresses and this site files, such as an upload', () => {
    for (const url of [
      'https://cdn.example.com/a.png',
      'http://example.com/guide.pdf?x=1',
      `/uploads/${'a'.repeat(64)}.png`,
      '/demo/pillar.svg',
      ' https://padded.example/a.jpg ',
    ]) {
      expect(isAllowedMediaUrl(url), url).toBe(true);
    }
  });

  it('refuse script, data, other-site relative and malformed addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      '/\\evil.example',
      'https://',
      'https://exa mple.com/a.png',
      'a.png',
      'ftp://example.com/a.png',
    ]) {
      expect(isAllowedMediaUrl(url), url).toBe(false);
    }
  });

  it('is a schema: empty is allowed, anything else must be a media URL', () => {
    expect(mediaUrl.parse('')).toBe('');
    expect(mediaUrl.parse(' /uploads/x.png ')).toBe('/uploads/x.png');
    expect(mediaUrl.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
      'Enter a web address (https://...) or upload a file.',
    );
  });
});
