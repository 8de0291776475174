import type { FieldMapping, SourceRecord } from '@pillars/shared/imports/bubble-mapping';
import { bubbleImportEndpoints } from '@pillars/shared/imports/endpoints';
import type { BubblePreviewResponse } from '@pillars/shared/imports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { bubbleImportKeys } from './bubble-import-keys';

/**
 * What a record becomes (read from the server: the mapping applied and the body sanitised as
 * the import saves it, so the preview shows no script the import would strip).
 */
export function previewBubbleArticle(
  record: SourceRecord,
  mapping: FieldMapping,
): Promise<BubblePreviewResponse> {
  return callEndpoint(bubbleImportEndpoints.previewBubbleArticle, { body: { record, mapping } });
}

export function bubbleArticlePreviewQueryOptions(record: SourceRecord, mapping: FieldMapping) {
  return queryOptions({
    queryKey: bubbleImportKeys.preview(record._id, mapping),
    queryFn: () => previewBubbleArticle(record, mapping),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBubbleArticlePreview(record: SourceRecord, mapping: FieldMapping, isEnabled: boolean) {
  return useQuery({ ...bubbleArticlePreviewQueryOptions(record, mapping), enabled: isEnabled });
}
