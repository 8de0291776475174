import { slugify } from '../slugify.ts';

/**
 * How a Bubble.io 'Thought' becomes an article (spec 02 sections 3 and 5), one pure function
 * used by the screen's preview and by the import job (which also sanitises the body), so the
 * preview is what gets written.
 */

/** The import job's name (the server's job definition; the screen follows its live events). */
export const bubbleImportJobName = 'imports.bubble';

/** A source record: `_id` and whatever fields the data type has. */
export type SourceRecord = { _id: string } & Record<string, unknown>;

/** The product fields the mapping table offers (the others are set automatically). */
export const mappableFields = [
  'body',
  'featured_image_url',
  'published_at',
  'video_url',
  'document_url',
  'content_images',
] as const;
export type MappableField = (typeof mappableFields)[number];
export type FieldMapping = Record<MappableField, string | null>;

/** Fields the mapping table marks 'New'. */
export const newMappableFields: readonly MappableField[] = ['content_images'];

/** The spec's Thought fields, mapped by default. */
export const defaultFieldMapping: FieldMapping = {
  body: 'Content',
  featured_image_url: 'Image',
  published_at: 'Created',
  video_url: 'VideoURL',
  document_url: null,
  content_images: 'Images',
};

/** The automatically set fields, as the note above the table lists them. */
export const automaticFieldNotes = [
  "title from 'Title'",
  "subtitle from 'Description'",
  'slug generated from the title',
  'is_featured always false',
  'is_published always true',
  'content_type from presence of VideoURL',
] as const;

/** Source fields the dropdowns offer: every field seen in the records, plus VideoURL. */
export function sourceFieldsOf(records: readonly Record<string, unknown>[]): string[] {
  const fields = new Set<string>(['VideoURL']);
  for (const record of records)
    for (const field of Object.keys(record)) if (field !== '_id') fields.add(field);
  return [...fields].sort((left, right) => left.localeCompare(right));
}

const textOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
  return text?.trim() ? text.trim() : null;
};

/** `//host/x` -> `https://host/x` (Bubble's file fields); other text as it is. */
export const withHttps = (url: string) => (url.startsWith('//') ? `https:${url}` : url);

/** Images as a list of non-empty URLs: an array, a comma-separated string, or a JSON array string. */
export function imageListOf(value: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed = JSON.parse(text) as unknown;
        items = Array.isArray(parsed) ? parsed : [text];
      } catch {
        items = text.split(',');
      }
    } else items = text.split(',');
  } else items = [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map(withHttps);
}

/** Spec 02 section 5: the title's slug, or 'untitled-article-{timestamp}'. */
export function importSlugOf(title: string | null, now: Date): string {
  const slug = title ? slugify(title) : '';
  if (!slug || slug === 'untitled-article') return `untitled-article-${now.getTime()}`;
  return slug;
}

/** The source's status badge: draft (amber), featured (purple), anything else (green). */
export function statusToneOf(status: unknown): 'draft' | 'featured' | 'other' {
  const text = typeof status === 'string' ? status.toLowerCase() : '';
  return text === 'draft' ? 'draft' : text === 'featured' ? 'featured' : 'other';
}

/** The list item's badges. */
export function recordBadgesOf(record: Record<string, unknown>) {
  return {
    hasVideo: textOf(record.VideoURL) !== null,
    hasImages: textOf(record.Image) !== null || imageListOf(record.Images).length > 0,
    hasContent: textOf(record.Content) !== null,
  };
}

/** The article a record becomes (snake_case, as the preview shows it and the spec names it). */
export interface ImportedArticle {
  title: string;
  subtitle: string | null;
  slug: string;
  body: string;
  featured_image_url: string | null;
  is_featured: false;
  is_published: true;
  published_at: string;
  content_type: 'video' | 'post';
  video_url: string | null;
  document_url: string | null;
  content_images: string[];
  visibility_scope: 'all';
  metadata: { bubble_id: string; imported_at: string };
}

function dateOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const urlOf = (value: unknown) => {
  const text = textOf(value);
  return text === null ? null : withHttps(text);
};

/** Spec 02 section 3's import defaults, with the mapping for the mappable fields. */
export function articleFromRecord(record: SourceRecord, mapping: FieldMapping, now: Date): ImportedArticle {
  const field = (name: MappableField) => (mapping[name] ? record[mapping[name]] : undefined);
  const title = textOf(record.Title);
  return {
    title: title ?? 'Untitled Article',
    subtitle: textOf(record.Description),
    slug: importSlugOf(title, now),
    body: textOf(field('body')) ?? 'No content available',
    featured_image_url: urlOf(field('featured_image_url')),
    is_featured: false,
    is_published: true,
    published_at: dateOf(field('published_at')) ?? now.toISOString(),
    content_type: textOf(record.VideoURL) !== null ? 'video' : 'post',
    video_url: urlOf(field('video_url')),
    document_url: urlOf(field('document_url')),
    content_images: imageListOf(field('content_images')),
    visibility_scope: 'all',
    metadata: { bubble_id: record._id, imported_at: now.toISOString() },
  };
}
