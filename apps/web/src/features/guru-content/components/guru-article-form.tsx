import { zodResolver } from '@hookform/resolvers/zod';
import { adminArticleMessages } from '@pillars/shared/articles/admin-messages';
import { articleContentTypeLabels, articleContentTypes } from '@pillars/shared/domain-values';
import {
  type GuruArticleBody,
  type GuruArticleDetail,
  type GuruArticleValues,
  guruArticleBody,
} from '@pillars/shared/gurus/content-schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { CheckboxList } from '@/components/checkbox-list';
import { FallbackImage } from '@/components/fallback-image';
import { FormError } from '@/components/form-error';
import { RichTextEditor } from '@/components/rich-text-editor';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea';
import { UploadField } from '@/components/upload-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors, pickFormError } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useDerivedSlug } from '@/lib/use-derived-slug';

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
  'categoryIds',
  'topicIds',
] as const;

function defaultsOf(article: GuruArticleDetail | undefined): GuruArticleBody {
  return {
    title: article?.title ?? '',
    subtitle: article?.subtitle ?? '',
    slug: article?.slug ?? '',
    featuredImageUrl: article?.featuredImageUrl ?? '',
    body: article?.body ?? '',
    proTip: article?.proTip ?? '',
    contentType: article?.contentType ?? 'post',
    videoUrl: article?.videoUrl ?? '',
    documentUrl: article?.documentUrl ?? '',
    categoryIds: article?.categoryIds ?? [],
    topicIds: article?.topicIds ?? [],
    isPublished: article?.isPublished ?? false,
  };
}

/**
 * Spec 02's guru article form, for create and edit: the admin form's fields a guru owns (the
 * same shared rules, checked here and again on the server). The slug follows the title while
 * it equals the slug of the previous title. A refused save keeps everything typed.
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
  const form = useForm<GuruArticleBody, unknown, GuruArticleValues>({
    resolver: zodResolver(guruArticleBody),
    defaultValues: defaultsOf(article),
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string>();
  const derivedSlug = useDerivedSlug(article?.title ?? '');
  const contentType = form.watch('contentType');
  const isPublished = form.watch('isPublished');
  const featuredImageUrl = form.watch('featuredImageUrl');

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(undefined);
      try {
        await onSave(values);
      } catch (error) {
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
          [adminArticleMessages.requiredFields],
        ),
      ),
  );

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      const next = derivedSlug.titleChanged(event.target.value, form.getValues('slug'));
      if (next !== undefined) form.setValue('slug', next, { shouldValidate: form.formState.isSubmitted });
    },
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <TextField id="guru-article-title" label="Title *" error={errors.title?.message} {...titleField} />
        <TextField
          id="guru-article-subtitle"
          label="Subtitle"
          error={errors.subtitle?.message}
          {...form.register('subtitle')}
        />
        <TextField
          id="guru-article-slug"
          label="Slug *"
          hint="Auto-generated from the title: the article's address, /resources/{slug}."
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <Controller
          control={form.control}
          name="featuredImageUrl"
          render={({ field, fieldState }) => (
            <UploadField
              id="guru-article-featured-image"
              label="Featured Image URL"
              kind="image"
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        {featuredImageUrl ? (
          <figure className="flex flex-col gap-1">
            <FallbackImage
              src={featuredImageUrl}
              alt="Featured image preview"
              className="aspect-video w-full max-w-sm rounded-lg border border-slate-200 object-cover"
            />
            <figcaption className="text-xs text-slate-500">Preview</figcaption>
          </figure>
        ) : null}
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
            id="guru-article-video-url"
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
                id="guru-article-document-url"
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
              id="guru-article-body"
              label="Content *"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextareaField
          id="guru-article-pro-tip"
          label="Pro Tip"
          rows={3}
          error={errors.proTip?.message}
          {...form.register('proTip')}
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
              options={categories}
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
              options={topics}
              selected={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Card>

      <Card className="p-5 sm:p-6">
        <div className="flex items-start gap-2 text-sm text-slate-800">
          <Checkbox
            id="guru-article-published"
            className="mt-0.5"
            aria-describedby="guru-article-published-hint"
            {...form.register('isPublished')}
          />
          <span>
            <label htmlFor="guru-article-published">Publish this article</label>
            <span id="guru-article-published-hint" className="block text-xs text-slate-500">
              {isPublished ? 'Article will be visible to all users' : 'Save as draft (only visible to you)'}
            </span>
          </span>
        </div>
      </Card>

      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={paths.guruArticles}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save Article'}
        </Button>
      </div>
    </form>
  );
}
