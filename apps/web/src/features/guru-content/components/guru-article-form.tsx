import { zodResolver } from '@hookform/resolvers/zod';
import {
  type GuruArticleDetail,
  type GuruArticleValues,
  guruArticleBody,
} from '@pillars/shared/gurus/content-schemas';
import {
  ArticleForm,
  ArticlePublishedField,
  articleFormDefaults,
} from '@/components/article-form/article-form';
import { Card } from '@/components/card';
import { paths } from '@/lib/paths';

/**
 * Spec 02's guru article form, for create and edit: the fields every article form has (the
 * admin form's rules), with a preview of the featured image. No guru, featured flag or
 * visibility: the server sets those.
 */
export function GuruArticleForm({
  article,
  categories,
  topics,
  isSaving,
  failureMessage,
  onSave,
}: {
  article?: GuruArticleDetail;
  categories: Array<{ id: string; name: string }>;
  topics: Array<{ id: string; name: string }>;
  isSaving: boolean;
  failureMessage: string;
  onSave: (values: GuruArticleValues) => Promise<unknown>;
}) {
  return (
    <ArticleForm
      idPrefix="guru-article"
      labels={{
        slugHint: "Auto-generated from the title: the article's address, /resources/{slug}.",
        featuredImage: 'Featured Image URL',
        content: 'Content *',
      }}
      hasFeaturedImagePreview
      resolver={zodResolver(guruArticleBody)}
      defaultValues={articleFormDefaults(article)}
      categories={categories}
      topics={topics}
      isSaving={isSaving}
      cancelPath={paths.guruArticles}
      failureMessage={failureMessage}
      onSave={onSave}
      renderSettings={(form) => (
        <Card className="p-5 sm:p-6">
          <ArticlePublishedField
            id="guru-article-published"
            isPublished={form.watch('isPublished') ?? false}
            draftHint="Save as draft (only visible to you)"
            {...form.register('isPublished')}
          />
        </Card>
      )}
    />
  );
}
