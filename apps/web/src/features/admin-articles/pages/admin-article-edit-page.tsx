import { adminArticleMessages as messages } from '@pillars/shared/articles/admin-messages';
import type { AdminArticleFormResponse } from '@pillars/shared/articles/admin-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { articleFormSkeleton } from '@/components/article-form/article-form';
import { ArticlePreviewLink } from '@/components/article-form/article-preview-link';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { adminArticleKeys } from '../api/admin-article-keys';
import { useAdminArticleForm } from '../api/get-admin-article-form';
import { useSaveAdminArticle } from '../api/save-admin-article';
import { AdminArticleForm } from '../components/admin-article-form';
import { ArticleHistory } from '../components/article-history';
import { useListReturnPath } from '../utils/use-list-return-path';

/** /admin/articles/:articleId/edit: the article and the choices in one request, a Preview link. */
export function AdminArticleEditPage() {
  const { articleId = '' } = useParams();
  const form = useAdminArticleForm(articleId);
  const save = useSaveAdminArticle(articleId);
  const navigate = useNavigate();
  const listPath = useListReturnPath();
  const slug = form.data?.article.slug;
  const queryClient = useQueryClient();
  // A restore changes the saved article under the form: it starts over from the new values.
  // The restore settles once the cache holds them, but this page renders the query's data
  // deferred (QueryState), so the old values may still come through for a render or two: the
  // form is keyed anew only when the article it is given is the restored one, else it would
  // start over from the old values and keep them.
  const [restore, setRestore] = useState<{ count: number; article?: AdminArticleFormResponse['article'] }>({
    count: 0,
  });
  return (
    <>
      <BackLink to={listPath} label="Back to Articles" />
      <PageHeader title="Edit Article" actions={slug ? <ArticlePreviewLink slug={slug} /> : null} />
      <QueryState
        query={form}
        skeleton={articleFormSkeleton}
        errorTitle={messages.loadArticleFailed}
        notFound={{ title: messages.articleNotFound }}
      >
        {(data) => (
          <>
            <AdminArticleForm
              key={`${data.article.id}-${!restore.article || data.article === restore.article ? restore.count : restore.count - 1}`}
              article={data.article}
              options={data}
              isSaving={save.isPending}
              listPath={listPath}
              failureMessage={messages.saveFailed}
              onSave={async (values) => {
                await save.mutateAsync(values);
                toast.success(messages.saved);
                await navigate(listPath);
              }}
            />
            <ArticleHistory
              articleId={data.article.id}
              onRestored={() =>
                setRestore(({ count }) => ({
                  count: count + 1,
                  article: queryClient.getQueryData<AdminArticleFormResponse>(
                    adminArticleKeys.form(articleId),
                  )?.article,
                }))
              }
            />
          </>
        )}
      </QueryState>
    </>
  );
}
