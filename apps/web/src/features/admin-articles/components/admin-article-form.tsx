import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminArticleMessages as messages,
  untitledArticleSlug,
} from '@pillars/shared/articles/admin-messages';
import {
  type AdminArticleBody,
  type AdminArticleDetail,
  type AdminArticleOptions,
  type AdminArticleValues,
  adminArticleBody,
  adminArticleContentImagesMax,
} from '@pillars/shared/articles/admin-schemas';
import { articleContentTypeLabels, articleContentTypes } from '@pillars/shared/domain-values';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { CheckboxList } from '@/components/checkbox-list';
import { FieldError, FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { RichTextEditor } from '@/components/rich-text-editor';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea';
import { UploadField } from '@/components/upload-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors, pickFormError } from '@/lib/form-errors';
import { useDerivedSlug } from '@/lib/use-derived-slug';

const selectClass =
  'block h-10 w-full rounded-lg border border-control bg-white px-3 text-sm text-slate-900 shadow-sm outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1';

/** The fields a server message may name (a 400's `error.fields`). */
const serverFieldNames = [
  'title',
  'subtitle',
  'slug',
  'featuredImageUrl',
  'body',
  'proTip',
  'contentType',
  'videoUrl',
  'documentUrl',
  'contentImages',
  'categoryIds',
  'topicIds',
  'visibilityScope',
  'guruId',
  'estimatedReadTimeMinutes',
] as const;

const isUntitledSlug = (slug: string) => /^untitled-article-\d+$/.test(slug);

function defaultsOf(article: AdminArticleDetail | undefined): AdminArticleBody {
  return {
    title: article?.title ?? '',
    subtitle: article?.subtitle ?? '',
    slug: article?.slug ?? '',
    featuredImageUrl: article?.featuredImageUrl ?? '',
    body: article?.body ?? '',
    proTip: article?.proTip ?? '',
    // Spec 02 section 9: a new article is a post, visible to all.
    contentType: article?.contentType ?? 'post',
    videoUrl: article?.videoUrl ?? '',
    documentUrl: article?.documentUrl ?? '',
    contentImages: article?.contentImages ?? [],
    categoryIds: article?.categoryIds ?? [],
    topicIds: article?.topicIds ?? [],
    visibilityScope: article?.visibilityScope ?? 'all',
    isFeatured: article?.isFeatured ?? false,
    isPublished: article?.isPublished ?? false,
    guruId: article?.guruId ?? '',
    estimatedReadTimeMinutes: article?.estimatedReadTimeMinutes ?? null,
  };
}

/**
 * Spec 02's article form, for create and edit: the shared schema checks it here and again on
 * the server. A refused save keeps everything typed and shows the server's message next to
 * the field it names (a taken slug), or above the buttons.
 */
export function AdminArticleForm({
  article,
  options,
  isSaving,
  listPath,
  failureMessage,
  onSave,
}: {
  article?: AdminArticleDetail;
  options: AdminArticleOptions;
  isSaving: boolean;
  /** Where Cancel goes: the table as the admin left it. */
  listPath: string;
  /** The spec's fallback when the server gives no message ('Failed to create article', ...). */
  failureMessage: string;
  onSave: (values: AdminArticleValues) => Promise<unknown>;
}) {
  const form = useForm<AdminArticleBody, unknown, AdminArticleValues>({
    resolver: zodResolver(adminArticleBody),
    defaultValues: defaultsOf(article),
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string>();
  const derivedSlug = useDerivedSlug(article?.title ?? '');
  const contentType = form.watch('contentType');
  const isPublished = form.watch('isPublished');

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(undefined);
      try {
        await onSave(values);
      } catch (error) {
        // A message that names a field shows there; anything else above the buttons.
        if (!applyServerFieldErrors(error, serverFieldNames, form.setError)) {
          setFormError(serverMessageOr(error, failureMessage));
        }
      }
    },
    // The spec's one message when a required field is empty, else the first field's own.
    (invalid) =>
      setFormError(
        pickFormError(
          Object.values(invalid).map((fieldError) => fieldError?.message as string | undefined),
          [messages.requiredFields],
        ),
      ),
  );

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      const title = event.target.value;
      const currentSlug = form.getValues('slug');
      // An untitled placeholder still follows the title.
      const next = derivedSlug.titleChanged(title, isUntitledSlug(currentSlug) ? '' : currentSlug);
      if (next === undefined) return;
      const slug = next === '' || next === 'untitled-article' ? untitledArticleSlug() : next;
      form.setValue('slug', slug, { shouldValidate: form.formState.isSubmitted });
    },
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <TextField id="article-title" label="Title *" error={errors.title?.message} {...titleField} />
        <TextField
          id="article-subtitle"
          label="Subtitle"
          error={errors.subtitle?.message}
          {...form.register('subtitle')}
        />
        <TextField
          id="article-slug"
          label="Slug *"
          hint="The article's address: /resources/{slug}. It follows the title until you change it."
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <Controller
          control={form.control}
          name="featuredImageUrl"
          render={({ field, fieldState }) => (
            <UploadField
              id="article-featured-image"
              label="Featured Image"
              kind="image"
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Content Type</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {articleContentTypes.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  value={type}
                  className="size-4 accent-brand-700"
                  {...form.register('contentType')}
                />
                {articleContentTypeLabels[type]}
              </label>
            ))}
          </div>
        </fieldset>
        {contentType === 'video' ? (
          <TextField
            id="article-video-url"
            label="Video URL *"
            placeholder="https://"
            error={errors.videoUrl?.message}
            {...form.register('videoUrl')}
          />
        ) : null}
        {contentType === 'document' || contentType === 'presentation' ? (
          <Controller
            control={form.control}
            name="documentUrl"
            render={({ field, fieldState }) => (
              <UploadField
                id="article-document-url"
                label="Document URL *"
                kind="document"
                hint="A PDF or slides."
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <Controller
          control={form.control}
          name="body"
          render={({ field, fieldState }) => (
            <RichTextEditor
              id="article-body"
              label="Content"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextareaField
          id="article-pro-tip"
          label="Pro Tip"
          rows={3}
          error={errors.proTip?.message}
          {...form.register('proTip')}
        />
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
      </Card>

      <Card className="grid gap-6 p-5 sm:grid-cols-2 sm:p-6">
        <Controller
          control={form.control}
          name="categoryIds"
          render={({ field, fieldState }) => (
            <CheckboxList
              legend="Categories"
              emptyText="No categories available"
              options={options.categories}
              selected={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="topicIds"
          render={({ field, fieldState }) => (
            <CheckboxList
              legend="Topics"
              emptyText="No topics available"
              options={options.topics}
              selected={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Card>

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
            {options.gurus.map((guru) => (
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
          <div className="flex items-start gap-2 text-sm text-slate-800">
            <Checkbox
              id="article-published"
              className="mt-0.5"
              aria-describedby="article-published-hint"
              {...form.register('isPublished')}
            />
            <span>
              <label htmlFor="article-published">Publish this article</label>
              <span id="article-published-hint" className="block text-xs text-slate-500">
                {isPublished
                  ? 'Article will be visible to all users'
                  : 'Save as draft (only visible to admins)'}
              </span>
            </span>
          </div>
        </div>
      </Card>

      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={listPath}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save Article'}
        </Button>
      </div>
    </form>
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
