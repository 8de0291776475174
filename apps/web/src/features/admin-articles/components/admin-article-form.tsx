import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminArticleBody,
  type AdminArticleDetail,
  type AdminArticleOptions,
  type AdminArticleValues,
  adminArticleBody,
  adminArticleContentImagesMax,
} from '@pillars/shared/articles/admin-schemas';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  ArticleForm,
  ArticlePublishedField,
  articleFormDefaults,
} from '@/components/article-form/article-form';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { FieldError } from '@/components/form-error';
import { Label } from '@/components/label';
import { TextField } from '@/components/text-field';
import { UploadField } from '@/components/upload-field';

const selectClass =
  'block h-10 w-full rounded-lg border border-control bg-white px-3 text-sm text-slate-900 shadow-sm outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1';

function defaultsOf(article: AdminArticleDetail | undefined): AdminArticleBody {
  return {
    ...articleFormDefaults(article),
    contentImages: article?.contentImages ?? [],
    // Spec 02 section 9: a new article is visible to all.
    visibilityScope: article?.visibilityScope ?? 'all',
    isFeatured: article?.isFeatured ?? false,
    guruId: article?.guruId ?? '',
    estimatedReadTimeMinutes: article?.estimatedReadTimeMinutes ?? null,
  };
}

/**
 * Spec 02's article form for admins: the fields every article form has, its content images,
 * and who sees it, its guru, its read time, whether it is featured and published.
 */
export function AdminArticleForm({
  article,
  options,
  isSaving,
  listPath,
  failureMessage,
  onSave,
  initialTitle,
}: {
  article?: AdminArticleDetail;
  /** A new article's working title ("Write an article" from /admin/ask). */
  initialTitle?: string;
  options: AdminArticleOptions;
  isSaving: boolean;
  /** Where Cancel goes: the table as the admin left it. */
  listPath: string;
  /** The spec's fallback when the server gives no message ('Failed to create article', ...). */
  failureMessage: string;
  onSave: (values: AdminArticleValues) => Promise<unknown>;
}) {
  return (
    <ArticleForm
      idPrefix="article"
      labels={{
        slugHint: "The article's address: /resources/{slug}. It follows the title until you change it.",
        featuredImage: 'Featured Image',
        content: 'Content',
      }}
      hasUntitledSlug
      resolver={zodResolver(adminArticleBody)}
      defaultValues={initialTitle ? { ...defaultsOf(article), title: initialTitle } : defaultsOf(article)}
      moreServerFieldNames={['contentImages', 'visibilityScope', 'guruId', 'estimatedReadTimeMinutes']}
      categories={options.categories}
      topics={options.topics}
      isSaving={isSaving}
      cancelPath={listPath}
      failureMessage={failureMessage}
      onSave={onSave}
      renderExtraContent={(form) => (
        <Controller
          control={form.control}
          name="contentImages"
          render={({ field, fieldState }) => (
            <ContentImages
              urls={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? errorsOfList(fieldState.error)}
            />
          )}
        />
      )}
      renderSettings={(form) => <AdminArticleSettings form={form} gurus={options.gurus} />}
    />
  );
}

function AdminArticleSettings({
  form,
  gurus,
}: {
  form: UseFormReturn<AdminArticleBody, unknown, AdminArticleValues>;
  gurus: AdminArticleOptions['gurus'];
}) {
  const { errors } = form.formState;
  return (
    <Card className="grid gap-4 p-5 sm:grid-cols-3 sm:p-6">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="article-visibility">Visibility</Label>
        <select id="article-visibility" className={selectClass} {...form.register('visibilityScope')}>
          <option value="all">All members</option>
          <option value="agents_only">Agents only</option>
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="article-guru">Guru</Label>
        <select
          id="article-guru"
          className={selectClass}
          aria-invalid={errors.guruId ? true : undefined}
          aria-describedby={errors.guruId ? 'article-guru-error' : undefined}
          {...form.register('guruId')}
        >
          <option value="">No guru</option>
          {gurus.map((guru) => (
            <option key={guru.id} value={guru.id}>
              {guru.name}
            </option>
          ))}
        </select>
        <FieldError id="article-guru-error" message={errors.guruId?.message} />
      </div>
      <TextField
        id="article-read-time"
        label="Estimated read time (minutes)"
        type="number"
        min={0}
        max={600}
        inputMode="numeric"
        error={errors.estimatedReadTimeMinutes?.message}
        {...form.register('estimatedReadTimeMinutes', {
          setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
        })}
      />
      <div className="flex flex-col gap-3 sm:col-span-3">
        <div className="flex items-center gap-2 text-sm text-slate-800">
          <Checkbox id="article-featured" {...form.register('isFeatured')} />
          <label htmlFor="article-featured">Featured article</label>
        </div>
        <ArticlePublishedField
          id="article-published"
          isPublished={form.watch('isPublished') ?? false}
          draftHint="Save as draft (only visible to admins)"
          {...form.register('isPublished')}
        />
      </div>
    </Card>
  );
}

/** The first message of a list's items (`contentImages.2`), when the list itself has none. */
function errorsOfList(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return error.find((item) => item?.message)?.message;
}

function ContentImages({
  urls,
  onChange,
  error,
}: {
  urls: string[];
  onChange: (urls: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-900">Content Images</legend>
      {urls.length === 0 ? <p className="text-sm text-slate-500">No content images.</p> : null}
      {urls.map((url, index) => (
        // The position is the identity: images have no id, and removing one re-renders the rest.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <UploadField
              id={`article-content-image-${index}`}
              label={`Content image ${index + 1}`}
              kind="image"
              value={url}
              onChange={(next) => onChange(urls.map((current, at) => (at === index ? next : current)))}
            />
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Remove content image ${index + 1}`}
            onClick={() => onChange(urls.filter((_, at) => at !== index))}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      ))}
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={urls.length >= adminArticleContentImagesMax}
        onClick={() => onChange([...urls, ''])}
      >
        <PlusIcon aria-hidden />
        Add Image
      </Button>
    </fieldset>
  );
}
