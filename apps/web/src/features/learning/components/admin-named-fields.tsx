import type { Path, PathValue, UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea';
import { useDerivedSlug } from '@/lib/use-derived-slug';

interface NamedValues {
  title: string;
  description: string;
  slug: string;
}

/**
 * The title, description and slug of a pillar or key element (spec 02 section 5: all three
 * required), with the slug following the title while it still matches the derived value.
 * `savedTitle` is the record's saved title ('' when creating).
 */
export function AdminNamedFields<Values extends NamedValues>({
  idPrefix,
  form,
  savedTitle,
}: {
  idPrefix: string;
  form: UseFormReturn<Values>;
  savedTitle: string;
}) {
  const slug = useDerivedSlug(savedTitle);
  const name = (field: keyof NamedValues) => field as Path<Values>;
  const errorOf = (field: keyof NamedValues) =>
    form.getFieldState(name(field), form.formState).error?.message;
  const title = form.register(name('title'));
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        label="Title *"
        error={errorOf('title')}
        {...title}
        onChange={(event) => {
          void title.onChange(event);
          const next = slug.titleChanged(event.target.value, String(form.getValues(name('slug'))));
          if (next !== undefined)
            form.setValue(name('slug'), next as PathValue<Values, Path<Values>>, {
              shouldValidate: form.formState.isSubmitted,
            });
        }}
      />
      <TextareaField
        id={`${idPrefix}-description`}
        label="Description *"
        rows={3}
        error={errorOf('description')}
        {...form.register(name('description'))}
      />
      <TextField
        id={`${idPrefix}-slug`}
        label="Slug *"
        hint="Follows the title until you change it."
        error={errorOf('slug')}
        {...form.register(name('slug'))}
      />
    </>
  );
}
