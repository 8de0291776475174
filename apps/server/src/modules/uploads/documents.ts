import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { can, type PolicyResource } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { LeftJoined, SqlRow } from '../../db/row-types.ts';
import type { articles } from '../../db/schema/articles.ts';
import type { gurus } from '../../db/schema/gurus.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { openLocalFile, type StoredFile } from './storage.ts';

/*
 * Members-only documents (decision 040). A document is a file an article's `document_url`
 * names: an uploaded PDF or slides (`/uploads/<sha256>.pdf|.pptx`) or a file shipped with
 * the demo (`/documents/<name>`). It is served only to a signed-in member who may open an
 * article naming it (`document.read`), as an attachment that no cache keeps. Images stay
 * public (`/uploads/<key>` of an image, the web build's own files).
 */

/** A shipped document's name: lower-case words and hyphens, one known extension (no path). */
export const shippedDocumentNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:pdf|pptx|xlsx|docx)$/;

/**
 * The documents shipped with the demo content (the seed's articles name them as
 * `/documents/<name>`): beside the seed, outside the web build, so no static route serves them.
 */
export const shippedDocumentsDirectory = fileURLToPath(new URL('../../db/seed/documents/', import.meta.url));

const documentContentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function documentContentType(name: string): string {
  return documentContentTypes[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * How a document is sent: a download (never shown in a page of ours, where a crafted file
 * would run with the site's origin), kept by no cache (the next request asks the policy again).
 */
export const documentHeaders = {
  'cache-control': 'private, no-store',
  'content-disposition': 'attachment',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * What `document.read` needs to know of a document, in one statement: the articles whose
 * `document_url` names it (its same-origin path, or its full address on this site; found by
 * `articles_document_url_idx`), as `article.read` sees each, and whether the viewer uploaded
 * it (an uploaded document: `uploadKey`).
 */
export async function loadDocumentResource(
  ctx: ViewerContext,
  input: { path: string; uploadKey: string | null },
): Promise<PolicyResource> {
  const addresses = [input.path, `${ctx.appUrl.replace(/\/+$/, '')}${input.path}`];
  const [row] = await queryRows<{
    /** json_agg of the naming articles (with their guru's account, through a left join). */
    named_by: Array<
      Pick<SqlRow<typeof articles>, 'is_published' | 'visibility_scope'> & {
        guru_user_id: LeftJoined<SqlRow<typeof gurus>>['user_id'];
      }
    >;
    /** An `exists`: the viewer uploaded this file. */
    uploaded_by_viewer: boolean;
  }>(
    ctx.db,
    sql`select coalesce(
                 json_agg(json_build_object('is_published', a.is_published,
                                            'visibility_scope', a.visibility_scope,
                                            'guru_user_id', g.user_id)),
                 '[]'::json) as named_by,
               ${
                 input.uploadKey === null
                   ? sql`false`
                   : sql`exists (select 1 from uploads u
                                  where u.key = ${input.uploadKey} and u.uploaded_by = ${ctx.viewer.userId})`
               } as uploaded_by_viewer
          from articles a left join gurus g on g.id = a.guru_id
         where a.document_url = any(${sql.param(addresses)}::text[])`,
  );
  return {
    ownerId: row?.uploaded_by_viewer ? ctx.viewer.userId : null,
    namedBy: (row?.named_by ?? []).map((article) => ({
      isPublished: article.is_published,
      visibilityScope: article.visibility_scope,
      guruUserId: article.guru_user_id,
    })),
  };
}

/**
 * Refuses a document the viewer may not open with the 404 of a file that is not there: a
 * draft's or an agents-only article's document does not exist for them, as the article does not.
 */
export async function checkDocumentAccess(
  ctx: ViewerContext,
  input: { path: string; uploadKey: string | null },
): Promise<void> {
  const resource = await loadDocumentResource(ctx, input);
  if (!can(ctx.viewer, 'document.read', resource)) throw notFound('File not found');
}

/** A shipped document by its name, or null when there is none. */
export async function openShippedDocument(name: string): Promise<StoredFile | null> {
  if (!shippedDocumentNamePattern.test(name)) return null;
  return openLocalFile(join(shippedDocumentsDirectory, name));
}
