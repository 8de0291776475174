import { adminArticleMessages as messages } from '@pillars/shared/articles/admin-messages';
import { useNavigate, useSearchParams } from 'react-router';
import { articleFormSkeleton } from '@/components/article-form/article-form';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { useAdminArticleOptions } from '../api/get-admin-article-form';
import { useSaveAdminArticle } from '../api/save-admin-article';
import { AdminArticleForm } from '../components/admin-article-form';
import { useListReturnPath } from '../utils/use-list-return-path';

/** /admin/articles/create: one request (the choices), then the form; saved, back to the list. */
export function AdminArticleCreatePage() {
  const options = useAdminArticleOptions();
  const save = useSaveAdminArticle();
  const navigate = useNavigate();
  const listPath = useListReturnPath();
  // "Write an article" on /admin/ask: the unanswered question as the working title.
  const [searchParams] = useSearchParams();
  const initialTitle = searchParams.get('title')?.slice(0, 300) || undefined;
  return (
    <>
      <BackLink to={listPath} label="Back to Articles" />
      <PageHeader title="Create New Article" />
      <QueryState query={options} skeleton={articleFormSkeleton} errorTitle={messages.loadArticleFailed}>
        {(data) => (
          <AdminArticleForm
            options={data}
            initialTitle={initialTitle}
            isSaving={save.isPending}
            listPath={listPath}
            failureMessage={messages.createFailed}
            onSave={async (values) => {
              await save.mutateAsync(values);
              toast.success(messages.created);
              await navigate(listPath);
            }}
          />
        )}
      </QueryState>
    </>
  );
}
