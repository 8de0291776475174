import { describe, expect, it } from 'vitest';
import {
  articleFromRecord,
  defaultFieldMapping,
  imageListOf,
  importSlugOf,
  recordBadgesOf,
  sourceFieldsOf,
  statusToneOf,
} from './bubble-mapping.ts';

const now = new Date('2026-11-26T12:00:00.000Z');

describe('the Bubble.io mapping (spec 02 sections 3 and 5)', () => {
  it('makes the slug from the title, or untitled-article-{timestamp}', () => {
    expect(importSlugOf('  Hello, World! 2024 ', now)).toBe('hello-world-2024');
    expect(importSlugOf(null, now)).toBe(`untitled-article-${now.getTime()}`);
    expect(importSlugOf('Untitled Article', now)).toBe(`untitled-article-${now.getTime()}`);
    expect(importSlugOf('!!!', now)).toBe(`untitled-article-${now.getTime()}`);
  });

  it('reads images as an array, a comma-separated string or a JSON string, non-empty and https', () => {
    expect(imageListOf(['//s3.amazonaws.com/a.png', ' ', 'https://x.test/b.png', 7])).toEqual([
      'https://s3.amazonaws.com/a.png',
      'https://x.test/b.png',
    ]);
    expect(imageListOf('https://x.test/a.png, //s3.amazonaws.com/b.png ,')).toEqual([
      'https://x.test/a.png',
      'https://s3.amazonaws.com/b.png',
    ]);
    expect(imageListOf('["https://x.test/a.png",""]')).toEqual(['https://x.test/a.png']);
    expect(imageListOf(undefined)).toEqual([]);
    expect(imageListOf('')).toEqual([]);
  });

  it('applies the defaults to an empty record', () => {
    expect(articleFromRecord({ _id: 'b1' }, defaultFieldMapping, now)).toEqual({
      title: 'Untitled Article',
      subtitle: null,
      slug: `untitled-article-${now.getTime()}`,
      body: 'No content available',
      featured_image_url: null,
      is_featured: false,
      is_published: true,
      published_at: now.toISOString(),
      content_type: 'post',
      video_url: null,
      document_url: null,
      content_images: [],
      visibility_scope: 'all',
      metadata: { bubble_id: 'b1', imported_at: now.toISOString() },
    });
  });

  it('follows the mapping, and takes the content type from VideoURL whatever the mapping', () => {
    const record = {
      _id: 'b2',
      Title: 'Video post',
      Description: 'Sub',
      Content: '<p>Body</p>',
      Summary: 'Short',
      VideoURL: 'https://vimeo.com/1',
      Created: '2024-02-03T04:05:06Z',
      Pdf: '//s3.amazonaws.com/file.pdf',
    };
    const article = articleFromRecord(
      record,
      { ...defaultFieldMapping, body: 'Summary', video_url: null, document_url: 'Pdf' },
      now,
    );
    expect(article).toMatchObject({
      body: 'Short',
      content_type: 'video',
      video_url: null,
      document_url: 'https://s3.amazonaws.com/file.pdf',
      published_at: '2024-02-03T04:05:06.000Z',
    });
  });

  it('offers every field seen plus VideoURL, and tells the badges', () => {
    expect(
      sourceFieldsOf([
        { _id: 'a', Title: 'x' },
        { _id: 'b', Content: 'y' },
      ]),
    ).toEqual(['Content', 'Title', 'VideoURL']);
    expect(statusToneOf('Draft')).toBe('draft');
    expect(statusToneOf('featured')).toBe('featured');
    expect(statusToneOf('published')).toBe('other');
    expect(recordBadgesOf({ Images: 'a.png', Content: ' ' })).toEqual({
      hasVideo: false,
      hasImages: true,
      hasContent: false,
    });
  });
});
