import { guruContentEndpoints } from '@pillars/shared/gurus/content-endpoints';
import type { GuruArticleFormResponse, GuruArticleOptions } from '@pillars/shared/gurus/content-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { guruContentKeys } from './guru-content-keys';

/** The create form's one request: the guru record (may they write yet?), categories, topics. */
export function getGuruArticleOptions(): Promise<GuruArticleOptions> {
  return callEndpoint(guruContentEndpoints.getGuruArticleOptions);
}

export function useGuruArticleOptions({ enabled = true } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: guruContentKeys.options, queryFn: getGuruArticleOptions }),
    enabled,
  });
}

/** The edit form's one request: one of the guru's own articles with the choices. */
export function getGuruArticleForm(articleId: string): Promise<GuruArticleFormResponse> {
  return callEndpoint(guruContentEndpoints.getGuruArticle, { params: { articleId } });
}

export function useGuruArticleForm(articleId: string) {
  return useQuery({
    queryKey: guruContentKeys.form(articleId),
    queryFn: () => getGuruArticleForm(articleId),
    // A form edits what is saved now; a refusal (403, 404) is an answer, not a hiccup to retry.
    staleTime: 0,
    retry: false,
  });
}
