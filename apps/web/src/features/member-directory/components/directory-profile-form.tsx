import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DirectoryProfileBody,
  type DirectoryProfileInput,
  type DirectoryProfileResponse,
  type DirectorySizeBand,
  directoryLimits,
  directoryProfileBody,
  directorySizeBandLabels,
  directorySizeBands,
} from '@pillars/shared/member-directory/schemas';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { FieldError } from '@/components/form-error';
import { Label } from '@/components/label';
import { selectClass } from '@/components/select-field';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TagInput } from '@/components/tag-input';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDirectoryProfile, useSaveDirectoryProfile } from '../api/directory';

const fieldNames = [
  'listed',
  'title',
  'city',
  'country',
  'services',
  'sizeBand',
  'askMeAbout',
  'websiteUrl',
  'linkedinUrl',
] as const;

/**
 * Settings > Profile's member directory part (issue 42): "Show me in the member directory"
 * (off by default) and the public fields. E-mail and phone are never shown there.
 */
export function DirectoryProfileSection() {
  const profile = useDirectoryProfile();
  if (profile.isPending)
    return (
      <SkeletonGroup label="Loading your directory listing..." className="flex flex-col gap-3">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </SkeletonGroup>
    );
  // Without access (a lapsed member), there is no directory to be listed in: nothing to show.
  if (profile.isError) return null;
  // Loaded once: the form keeps what the member saved (a remount would drop the save's toast).
  return <DirectoryProfileForm saved={profile.data.profile} />;
}

function DirectoryProfileForm({ saved }: { saved: DirectoryProfileResponse['profile'] }) {
  const { agencyName, ...values } = saved;
  const save = useSaveDirectoryProfile();
  // The schema gives a bare domain its https:// (shared/member-directory): the form holds what
  // was typed, the request carries what the server keeps.
  const form = useForm<DirectoryProfileInput, unknown, DirectoryProfileBody>({
    resolver: zodResolver(directoryProfileBody),
    defaultValues: values,
  });
  const { errors } = form.formState;
  const id = useId();
  const onSubmit = form.handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: (answer) => {
        // The addresses as kept: 'northwind.example' now reads 'https://northwind.example'.
        form.setValue('websiteUrl', answer.profile.websiteUrl);
        form.setValue('linkedinUrl', answer.profile.linkedinUrl);
        toast.success(
          answer.profile.listed
            ? 'Your directory listing has been saved.'
            : 'You are not shown in the member directory.',
        );
      },
      onError: (failure) => {
        applyServerFieldErrors(failure, fieldNames, form.setError);
        toast.error(serverMessageOr(failure, 'Failed to save your directory listing.'));
      },
    });
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 flex flex-col gap-4 border-t border-slate-100 pt-6"
      aria-labelledby={`${id}-heading`}
    >
      <div>
        <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
          Member directory
        </h3>
        <p className="text-sm text-slate-500">
          Other members find you on <Link to={paths.members}>the member directory</Link>. Your e-mail and
          phone are never shown.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-listed`} {...form.register('listed')} />
        <Label htmlFor={`${id}-listed`}>Show me in the member directory</Label>
      </div>
      <TextField
        id={`${id}-agency`}
        label="Agency"
        value={agencyName ?? ''}
        readOnly
        disabled
        hint="Your organization's name"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-title`}
          label="Title"
          placeholder="Founder"
          maxLength={directoryLimits.titleMax}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-size`}>Agency size</Label>
          <Controller
            control={form.control}
            name="sizeBand"
            render={({ field }) => (
              <select
                id={`${id}-size`}
                className={selectClass}
                value={field.value ?? ''}
                onChange={(event) => field.onChange((event.target.value || null) as DirectorySizeBand | null)}
              >
                <option value="">Not shown</option>
                {directorySizeBands.map((band) => (
                  <option key={band} value={band}>
                    {directorySizeBandLabels[band]}
                  </option>
                ))}
              </select>
            )}
          />
          <FieldError id={`${id}-size-error`} message={errors.sizeBand?.message} />
        </div>
        <TextField
          id={`${id}-city`}
          label="City"
          maxLength={directoryLimits.cityMax}
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          id={`${id}-country`}
          label="Country"
          maxLength={directoryLimits.countryMax}
          error={errors.country?.message}
          {...form.register('country')}
        />
      </div>
      <Controller
        control={form.control}
        name="services"
        render={({ field }) => (
          <TagInput
            id={`${id}-services`}
            label="Services"
            listLabel="Your services"
            value={field.value}
            onChange={field.onChange}
            error={errors.services?.message ?? errors.services?.find?.((item) => item)?.message}
            placeholder="SEO, paid ads, web design..."
            maxLength={directoryLimits.serviceMax}
            maxCount={directoryLimits.servicesMax}
            removeLabel={(service) => `Remove ${service}`}
          />
        )}
      />
      <TextareaField
        id={`${id}-ask`}
        label="Ask me about"
        maxLength={directoryLimits.askMeAboutMax}
        error={errors.askMeAbout?.message}
        {...form.register('askMeAbout')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-website`}
          label="Website"
          type="url"
          placeholder="youragency.com"
          error={errors.websiteUrl?.message}
          {...form.register('websiteUrl')}
        />
        <TextField
          id={`${id}-linkedin`}
          label="LinkedIn"
          type="url"
          placeholder="linkedin.com/in/your-name"
          error={errors.linkedinUrl?.message}
          {...form.register('linkedinUrl')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save directory listing'}
        </Button>
      </div>
    </form>
  );
}
