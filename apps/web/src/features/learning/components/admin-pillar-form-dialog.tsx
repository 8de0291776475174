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
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FieldError, FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { TextField } from '@/components/text-field';
import { UploadField } from '@/components/upload-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSavePillar } from '../api/admin-pillars';
import { AdminNamedFields } from './admin-named-fields';
import { PillarIcon } from './pillar-icon';

const fieldNames = Object.keys(emptyPillarBody) as Array<keyof PillarBody>;

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
  };
}

/** Add or edit a pillar (spec 02 sections 2 and 5). Mounted per opening, so it starts fresh. */
export function AdminPillarFormDialog({
  pillar,
  onClose,
}: {
  /** null: a new pillar. */
  pillar: AdminPillar | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSavePillar(pillar?.id ?? null);
  const [formError, setFormError] = useState<string>();
  const form = useForm<PillarBody>({ resolver: zodResolver(pillarBody), defaultValues: valuesOf(pillar) });
  const { errors } = form.formState;
  const color = form.watch('color');

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(values, {
      onSuccess: () => {
        toast.success(pillar ? 'Pillar saved.' : 'Pillar created.');
        onClose();
      },
      onError: (error) => {
        // The form keeps what was typed; the server's message goes beside its field.
        if (!applyServerFieldErrors(error, fieldNames, form.setError)) {
          setFormError(serverMessageOr(error, messages.savePillarFailed));
        }
      },
    });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{pillar ? 'Edit Pillar' : 'Add Pillar'}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <AdminNamedFields idPrefix={id} form={form} savedTitle={pillar?.title ?? ''} />
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
          <Controller
            control={form.control}
            name="overlayImageUrl"
            render={({ field }) => (
              <UploadField
                id={`${id}-overlay`}
                label="Overlay Image"
                kind="image"
                value={field.value}
                onChange={field.onChange}
                error={errors.overlayImageUrl?.message}
              />
            )}
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
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Pillar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
