import { adminArticleMessages, untitledArticleSlug } from '@pillars/shared/articles/admin-messages';
import { articleContentTypeLabels, articleContentTypes } from '@pillars/shared/domain-values';
import type { GuruArticleBody, GuruArticleDetail } from '@pillars/shared/gurus/content-schemas';
import { type ComponentProps, type ReactNode, useState } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { Link } from 'react-router';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors, pickFormError } from '@/lib/form-errors';
import { useDerivedSlug } from '@/lib/use-derived-slug';
import { Button } from '../button';
import { Card } from '../card';
import { Checkbox } from '../checkbox';
import { CheckboxList } from '../checkbox-list';
import { FallbackImage } from '../fallback-image';
import { FormError } from '../form-error';
import { FormUploadField } from '../form-upload-field';
import { RichTextEditor } from '../rich-text-editor';
import { Skeleton, SkeletonGroup } from '../skeleton';
import { TextField } from '../text-field';
import { TextareaField } from '../textarea';

/**
 * The fields every article form has (spec 02 section 5, the shared `articleFormFields`): the
 * guru form's body is exactly these; the admin form's adds its own.
 */
export type ArticleFormBody = GuruArticleBody;

/** A saved article as the edit forms read it: at least the fields every form has. */
type SavedArticle = Omit<GuruArticleDetail, 'id' | 'publishedAt'>;

/** The fields a server message may name (a 400's `error.fields`) on every article form. */
const articleServerFieldNames = [
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

/** The article form while its choices (and the article) load. */
export const articleFormSkeleton = (
  <SkeletonGroup label="Loading the article form" className="flex flex-col gap-4">
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-64 w-full" />
    <Skeleton className="h-40 w-full" />
  </SkeletonGroup>
);

const isUntitledSlug = (slug: string) => /^untitled-article-\d+$/.test(slug);

/** The form's first values: the saved article's, or a new article's. */
export function articleFormDefaults(article: SavedArticle | undefined): ArticleFormBody {
  return {
    title: article?.title ?? '',
    subtitle: article?.subtitle ?? '',
    slug: article?.slug ?? '',
    featuredImageUrl: article?.featuredImageUrl ?? '',
    body: article?.body ?? '',
    proTip: article?.proTip ?? '',
    // Spec 02 section 9: a new article is a post.
    contentType: article?.contentType ?? 'post',
    videoUrl: article?.videoUrl ?? '',
    documentUrl: article?.documentUrl ?? '',
    categoryIds: article?.categoryIds ?? [],
    topicIds: article?.topicIds ?? [],
    isPublished: article?.isPublished ?? false,
  };
}

/**
 * Spec 02's article form, for create and edit, by an admin or by a guru: the shared schema
 * checks it here (`resolver`) and again on the server. A refused save keeps everything typed
 * and shows the server's message next to the field it names (a taken slug), or above the
 * buttons. The slug follows the title while it equals the slug of the previous title.
 * What only one form has comes in through `renderExtraContent` and `renderSettings`.
 */
export function ArticleForm<Body extends ArticleFormBody, Values extends FieldValues>({
  idPrefix,
  labels,
  hasFeaturedImagePreview = false,
  hasUntitledSlug = false,
  resolver,
  defaultValues,
  moreServerFieldNames = [],
  categories,
  topics,
  isSaving,
  cancelPath,
  failureMessage,
  onSave,
  renderExtraContent,
  renderSettings,
}: {
  /** The start of every field's id: 'article' gives 'article-title'. */
  idPrefix: string;
  labels: { slugHint: string; featuredImage: string; content: string };
  /** A 'Preview' of the featured image under its field. */
  hasFeaturedImagePreview?: boolean;
  /** Spec 02 section 5 (the admin form): an article without a title gets `untitled-article-{timestamp}`. */
  hasUntitledSlug?: boolean;
  resolver: Resolver<Body, unknown, Values>;
  defaultValues: Body;
  /** The fields only this form has that a server message may name. */
  moreServerFieldNames?: ReadonlyArray<Path<Body>>;
  categories: Array<{ id: string; name: string }>;
  topics: Array<{ id: string; name: string }>;
  isSaving: boolean;
  cancelPath: string;
  /** The spec's fallback when the server gives no message ('Failed to create article', ...). */
  failureMessage: string;
  onSave: (values: Values) => Promise<unknown>;
  /** Fields at the end of the content card (the admin's content images). */
  renderExtraContent?: (form: UseFormReturn<Body, unknown, Values>) => ReactNode;
  /** The cards between the categories and the buttons: who sees it, whether it is published. */
  renderSettings: (form: UseFormReturn<Body, unknown, Values>) => ReactNode;
}) {
  const form = useForm<Body, unknown, Values>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Body>,
  });
  const [formError, setFormError] = useState<string>();
  // The saved title ('' when creating): the slug was derived from it.
  const derivedSlug = useDerivedSlug(String(defaultValues.title));
  const name = (field: keyof ArticleFormBody) => field as Path<Body>;
  const errorOf = (field: keyof ArticleFormBody) =>
    form.getFieldState(name(field), form.formState).error?.message;
  const contentType = form.watch(name('contentType'));
  const featuredImageUrl = form.watch(name('featuredImageUrl')) as string | null | undefined;
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(undefined);
      try {
        await onSave(values);
      } catch (error) {
        // A message that names a field shows there; anything else above the buttons.
        const fieldNames = [...articleServerFieldNames.map(name), ...moreServerFieldNames];
        if (!applyServerFieldErrors(error, fieldNames, form.setError)) {
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

  const titleField = form.register(name('title'), {
    onChange: (event: { target: { value: string } }) => {
      const currentSlug = String(form.getValues(name('slug')));
      // An untitled placeholder still follows the title.
      const followedSlug = hasUntitledSlug && isUntitledSlug(currentSlug) ? '' : currentSlug;
      const next = derivedSlug.titleChanged(event.target.value, followedSlug);
      if (next === undefined) return;
      const slug =
        hasUntitledSlug && (next === '' || next === 'untitled-article') ? untitledArticleSlug() : next;
      form.setValue(name('slug'), slug as PathValue<Body, Path<Body>>, {
        shouldValidate: form.formState.isSubmitted,
      });
    },
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <TextField id={id('title')} label="Title *" error={errorOf('title')} {...titleField} />
        <TextField
          id={id('subtitle')}
          label="Subtitle"
          error={errorOf('subtitle')}
          {...form.register(name('subtitle'))}
        />
        <TextField
          id={id('slug')}
          label="Slug *"
          hint={labels.slugHint}
          error={errorOf('slug')}
          {...form.register(name('slug'))}
        />
        <FormUploadField
          control={form.control}
          name={name('featuredImageUrl')}
          id={id('featured-image')}
          label={labels.featuredImage}
        />
        {hasFeaturedImagePreview && featuredImageUrl ? (
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
                  {...form.register(name('contentType'))}
                />
                {articleContentTypeLabels[type]}
              </label>
            ))}
          </div>
        </fieldset>
        {contentType === 'video' ? (
          <TextField
            id={id('video-url')}
            label="Video URL *"
            placeholder="https://"
            error={errorOf('videoUrl')}
            {...form.register(name('videoUrl'))}
          />
        ) : null}
        {contentType === 'document' || contentType === 'presentation' ? (
          <FormUploadField
            control={form.control}
            name={name('documentUrl')}
            id={id('document-url')}
            label="Document URL *"
            kind="document"
            hint="A PDF or slides."
          />
        ) : null}
        <Controller
          control={form.control}
          name={name('body')}
          render={({ field, fieldState }) => (
            <RichTextEditor
              id={id('body')}
              label={labels.content}
              value={field.value as string}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextareaField
          id={id('pro-tip')}
          label="Pro Tip"
          rows={3}
          error={errorOf('proTip')}
          {...form.register(name('proTip'))}
        />
        {renderExtraContent?.(form)}
      </Card>

      <Card className="grid gap-6 p-5 sm:grid-cols-2 sm:p-6">
        {(
          [
            {
              field: 'categoryIds',
              legend: 'Categories',
              emptyText: 'No categories available',
              options: categories,
            },
            { field: 'topicIds', legend: 'Topics', emptyText: 'No topics available', options: topics },
          ] as const
        ).map(({ field: listField, legend, emptyText, options }) => (
          <Controller
            key={listField}
            control={form.control}
            name={name(listField)}
            render={({ field, fieldState }) => (
              <CheckboxList
                legend={legend}
                emptyText={emptyText}
                options={options}
                selected={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </Card>

      {renderSettings(form)}

      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={cancelPath}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save Article'}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Publish this article', with what saving does beside it: visible to all users, or a draft
 * only `draftHint` names the readers of. The rest of the props go to the checkbox (the form's
 * `register('isPublished')`).
 */
export function ArticlePublishedField({
  id,
  isPublished,
  draftHint,
  ...checkbox
}: Omit<ComponentProps<typeof Checkbox>, 'id'> & { id: string; isPublished: boolean; draftHint: string }) {
  return (
    <div className="flex items-start gap-2 text-sm text-slate-800">
      <Checkbox id={id} className="mt-0.5" aria-describedby={`${id}-hint`} {...checkbox} />
      <span>
        <label htmlFor={id}>Publish this article</label>
        <span id={`${id}-hint`} className="block text-xs text-slate-500">
          {isPublished ? 'Article will be visible to all users' : draftHint}
        </span>
      </span>
    </div>
  );
}
