import { adminArticleMessages } from '@pillars/shared/articles/admin-messages';
import { guruContentMessages as messages } from '@pillars/shared/gurus/content-messages';
import { can, forbiddenMessage } from '@pillars/shared/policies';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { articleFormSkeleton } from '@/components/article-form/article-form';
import { ArticlePreviewLink } from '@/components/article-form/article-preview-link';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { cachedPolicyViewer } from '@/lib/viewer';
import { useGuruArticleForm, useGuruArticleOptions } from '../api/get-guru-article-form';
import { useSaveGuruArticle } from '../api/save-guru-article';
import { NoGuruProfileState, NotAGuruState } from '../components/guru-access-states';
import { GuruArticleForm } from '../components/guru-article-form';

const backToArticles = <BackLink to={paths.guruArticles} label="Back to My Articles" />;

/** /gurus/article/create: one request (the guru record and the choices), then the form. */
export function GuruArticleCreatePage() {
  const viewer = cachedPolicyViewer(useQueryClient());
  const isGuru = can(viewer, 'article.create');
  const options = useGuruArticleOptions({ enabled: isGuru });
  const save = useSaveGuruArticle();
  const navigate = useNavigate();
  return (
    <>
      {backToArticles}
      <PageHeader title={messages.createTitle} />
      {!isGuru ? (
        <NotAGuruState />
      ) : (
        <QueryState query={options} skeleton={articleFormSkeleton} errorTitle={messages.loadArticleFailed}>
          {(data) =>
            !data.guru?.isActive ? (
              <NoGuruProfileState guru={data.guru} title={messages.profileRequired} />
            ) : (
              <GuruArticleForm
                categories={data.categories}
                topics={data.topics}
                isSaving={save.isPending}
                failureMessage={adminArticleMessages.createFailed}
                onSave={async (values) => {
                  await save.mutateAsync(values);
                  toast.success(messages.created);
                  await navigate(paths.guruArticles);
                }}
              />
            )
          }
        </QueryState>
      )}
    </>
  );
}

/**
 * /gurus/article/:articleId/edit: the article and the choices in one request, a Preview link.
 * Anyone but its guru reads 'You do not have permission to edit this article.' and no form
 * (the server refuses the read; a viewer who is no guru at all is told without asking).
 */
export function GuruArticleEditPage() {
  const { articleId = '' } = useParams();
  const viewer = cachedPolicyViewer(useQueryClient());
  if (!can(viewer, 'article.edit')) {
    return (
      <>
        {backToArticles}
        <PageHeader title={messages.editTitle} />
        <ErrorState title={forbiddenMessage('article.edit')} className="mt-6" />
      </>
    );
  }
  return <EditForm articleId={articleId} />;
}

function EditForm({ articleId }: { articleId: string }) {
  const form = useGuruArticleForm(articleId);
  const save = useSaveGuruArticle(articleId);
  const navigate = useNavigate();
  const slug = form.data?.article.slug;
  // A refusal is the answer, not a failure to retry: another guru's article (403) reads the
  // server's text, an id that is no id (400) reads as not found.
  const refusal = !isApiError(form.error)
    ? null
    : form.error.status === 403
      ? form.error.message
      : form.error.status === 400
        ? adminArticleMessages.articleNotFound
        : null;
  return (
    <>
      {backToArticles}
      <PageHeader title={messages.editTitle} actions={slug ? <ArticlePreviewLink slug={slug} /> : null} />
      {refusal ? (
        <ErrorState
          title={refusal}
          action={
            <Button asChild variant="outline">
              <Link to={paths.guruArticles}>Back to My Articles</Link>
            </Button>
          }
          className="mt-6"
        />
      ) : (
        <QueryState
          query={form}
          skeleton={articleFormSkeleton}
          errorTitle={messages.loadArticleFailed}
          notFound={{ title: adminArticleMessages.articleNotFound }}
        >
          {(data) => (
            <GuruArticleForm
              key={data.article.id}
              article={data.article}
              categories={data.categories}
              topics={data.topics}
              isSaving={save.isPending}
              failureMessage={adminArticleMessages.saveFailed}
              onSave={async (values) => {
                await save.mutateAsync(values);
                toast.success(messages.saved);
                await navigate(paths.guruArticles);
              }}
            />
          )}
        </QueryState>
      )}
    </>
  );
}
