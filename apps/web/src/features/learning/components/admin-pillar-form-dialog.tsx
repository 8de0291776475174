import { zodResolver } from '@hookform/resolvers/zod';
import { pillarIcons } from '@pillars/shared/domain-values';
import {
  type AdminPillar,
  emptyPillarBody,
  adminLearningMessages as messages,
  type PillarBody,
  pillarBody,
} from '@pillars/shared/learning/admin-schemas';
import { pillarSurface } from '@pillars/shared/learning/colour';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FieldError } from '@/components/form-error';
import { FormUploadField } from '@/components/form-upload-field';
import { Label } from '@/components/label';
import { PlanChoice } from '@/components/plan-choice';
import { TextField } from '@/components/text-field';
import { useSavePillar } from '../api/admin-pillars';
import { AdminFormDialog } from './admin-form-dialog';
import { AdminNamedFields } from './admin-named-fields';
import { PillarIcon } from './pillar-icon';

function valuesOf(pillar: AdminPillar | null): PillarBody {
  if (!pillar) return emptyPillarBody;
  return {
    title: pillar.title,
    description: pillar.description,
    slug: pillar.slug,
    color: pillar.color,
    icon: (pillarIcons as readonly string[]).includes(pillar.icon)
      ? (pillar.icon as PillarBody['icon'])
      : 'BookOpen',
    overlayImageUrl: pillar.overlayImageUrl ?? '',
    videoUrl: pillar.videoUrl ?? '',
    videoTitle: pillar.videoTitle ?? '',
    videoDuration: pillar.videoDuration ?? '',
    planIds: pillar.planIds,
  };
}

/** Add or edit a pillar (spec 02 sections 2 and 5). */
export function AdminPillarFormDialog({
  pillar,
  onClose,
}: {
  /** null: a new pillar. */
  pillar: AdminPillar | null;
  onClose: () => void;
}) {
  const save = useSavePillar(pillar?.id ?? null);
  return (
    <AdminFormDialog
      noun="Pillar"
      isNew={pillar === null}
      failureMessage={messages.savePillarFailed}
      className="max-w-2xl"
      resolver={zodResolver(pillarBody)}
      defaultValues={valuesOf(pillar)}
      save={save}
      onClose={onClose}
    >
      {(form, id) => <PillarFields form={form} idPrefix={id} savedTitle={pillar?.title ?? ''} />}
    </AdminFormDialog>
  );
}

function PillarFields({
  form,
  idPrefix: id,
  savedTitle,
}: {
  form: UseFormReturn<PillarBody>;
  idPrefix: string;
  savedTitle: string;
}) {
  const { errors } = form.formState;
  const color = form.watch('color');
  return (
    <>
      <AdminNamedFields idPrefix={id} form={form} savedTitle={savedTitle} />
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-color`}>Colour *</Label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Colour picker"
              className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
              value={/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#0F3460'}
              onChange={(event) =>
                form.setValue('color', event.target.value.toUpperCase(), { shouldDirty: true })
              }
            />
            <input
              id={`${id}-color`}
              className="h-10 w-full min-w-0 rounded-lg border border-control bg-white px-3 text-sm text-slate-900"
              aria-invalid={errors.color ? true : undefined}
              aria-describedby={errors.color ? `${id}-color-error` : undefined}
              {...form.register('color')}
            />
          </div>
          <FieldError id={`${id}-color-error`} message={errors.color?.message} />
        </div>
        <Controller
          control={form.control}
          name="icon"
          render={({ field }) => (
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm font-medium text-slate-900">Icon *</legend>
              <div className="flex flex-wrap gap-2">
                {pillarIcons.map((icon) => (
                  <label
                    key={icon}
                    className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={field.name}
                      value={icon}
                      checked={field.value === icon}
                      onChange={() => field.onChange(icon)}
                    />
                    <PillarIcon name={icon} className="size-4" />
                    {icon}
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-icon-error`} message={errors.icon?.message} />
            </fieldset>
          )}
        />
      </div>
      <div
        aria-hidden
        className="flex h-12 items-center gap-2 rounded-lg px-3 text-sm font-semibold"
        style={{ background: pillarSurface(color).background, color: pillarSurface(color).text }}
      >
        <PillarIcon name={form.watch('icon')} className="size-5" />
        {form.watch('title') || 'Preview'}
      </div>
      <FormUploadField
        control={form.control}
        name="overlayImageUrl"
        id={`${id}-overlay`}
        label="Overlay Image"
      />
      <TextField
        id={`${id}-video-url`}
        label="Video URL"
        placeholder="https://"
        error={errors.videoUrl?.message}
        {...form.register('videoUrl')}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <TextField
          id={`${id}-video-title`}
          label="Video Title"
          error={errors.videoTitle?.message}
          {...form.register('videoTitle')}
        />
        <TextField
          id={`${id}-video-duration`}
          label="Video Duration"
          placeholder="12:34"
          error={errors.videoDuration?.message}
          {...form.register('videoDuration')}
        />
      </div>
      <Controller
        control={form.control}
        name="planIds"
        render={({ field, fieldState }) => (
          <PlanChoice
            selected={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
