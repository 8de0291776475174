import { z } from 'zod';
import { jobResponse } from '../jobs/schemas.ts';
import { type FieldMapping, mappableFields } from './bubble-mapping.ts';
import { bubbleImportMessages } from './messages.ts';

export { jobResponse };

/** A source record as the screen receives it: `_id` and the data type's fields. */
export const sourceRecord = z.looseObject({ _id: z.string() });

export const bubbleImportStateQuery = z.object({
  /** `probe`: the first 50 (spec: the initial probe); `all`: every unimported record. */
  scope: z.enum(['probe', 'all'], 'Scope must be probe or all').default('probe'),
});

/**
 * GET /api/admin/bubble-import: whether the Data API is configured (else which variables
 * to set: names only), the unimported records, how many there are in all, and the latest
 * import job (a running one is followed live; a finished one shows its result).
 */
export const bubbleImportStateResponse = z.object({
  configured: z.boolean(),
  missingVariables: z.array(z.string()),
  dataType: z.string(),
  records: z.array(sourceRecord),
  total: z.number().int().min(0),
  job: jobResponse.nullable(),
});
export type BubbleImportStateResponse = z.infer<typeof bubbleImportStateResponse>;

/** Up to this many records per import (and rows per CSV). */
export const bubbleImportMaxRecords = 10_000;

export const bubbleCsvBody = z.object({
  csv: z
    .string()
    .min(1, bubbleImportMessages.csvUnreadable)
    .max(9_000_000, 'The file is too large (9 MB at most).'),
});
export const bubbleCsvResponse = z.object({ records: z.array(sourceRecord), total: z.number().int() });
export type BubbleCsvResponse = z.infer<typeof bubbleCsvResponse>;

const fieldName = z.string().trim().min(1).max(200).nullable();
export const fieldMappingSchema = z.object(
  Object.fromEntries(mappableFields.map((field) => [field, fieldName])) as Record<
    (typeof mappableFields)[number],
    typeof fieldName
  >,
) satisfies z.ZodType<FieldMapping>;

/** POST /api/admin/bubble-import: starts the import job of the selected records. */
export const startBubbleImportBody = z
  .object({
    source: z.enum(['api', 'csv']).default('api'),
    ids: z
      .array(z.string().min(1).max(200), bubbleImportMessages.selectOne)
      .min(1, bubbleImportMessages.selectOne)
      .max(bubbleImportMaxRecords, `At most ${bubbleImportMaxRecords} articles per import.`)
      .transform((ids) => [...new Set(ids)]),
    mapping: fieldMappingSchema,
    /** The CSV's selected records (source 'csv'). */
    records: z.array(sourceRecord).max(bubbleImportMaxRecords).optional(),
  })
  .refine((body) => body.source === 'api' || (body.records?.length ?? 0) > 0, {
    message: bubbleImportMessages.selectOne,
    path: ['records'],
  });
export type StartBubbleImportBody = z.input<typeof startBubbleImportBody>;

export const startBubbleImportResponse = z.object({ job: jobResponse });

/** POST /api/admin/bubble-import/preview: what one record becomes with this mapping. */
export const bubblePreviewBody = z.object({ record: sourceRecord, mapping: fieldMappingSchema });
export type BubblePreviewBody = z.infer<typeof bubblePreviewBody>;

/**
 * The article the import would write from a record: the mapping applied and the body
 * sanitised as the import saves it (a script in the record's HTML is not shown, as it is
 * not kept).
 */
export const bubblePreviewResponse = z.object({
  article: z.object({
    title: z.string(),
    subtitle: z.string().nullable(),
    slug: z.string(),
    body: z.string(),
    featured_image_url: z.string().nullable(),
    is_featured: z.boolean(),
    is_published: z.boolean(),
    published_at: z.string(),
    content_type: z.enum(['video', 'post']),
    video_url: z.string().nullable(),
    document_url: z.string().nullable(),
    content_images: z.array(z.string()),
    visibility_scope: z.literal('all'),
    metadata: z.object({ bubble_id: z.string(), imported_at: z.string() }),
  }),
});
export type BubblePreviewResponse = z.infer<typeof bubblePreviewResponse>;

/** The import job's result (its `result` on the job row). */
export const bubbleImportResult = z.object({
  imported: z.number().int().min(0),
  /** Records whose article was already there (an earlier run): not written again. */
  alreadyImported: z.number().int().min(0),
  /** Per-record failures and missing records (spec 02 section 8), and failed marks. */
  warnings: z.array(z.string()),
  errors: z.array(z.string()),
});
export type BubbleImportResult = z.infer<typeof bubbleImportResult>;
