import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type Profile, updateProfileBody } from '@pillars/shared/accounts/schemas';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form-error';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { TextField } from '@/components/text-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The profile's fields and their save: in the avatar menu's dialog and in Settings > Profile
 * (each renders its own buttons with `renderActions`).
 */
export function ProfileForm({
  profile,
  onSaved,
  renderActions,
  idPrefix = 'profile',
}: {
  profile: Profile;
  /** Ids of the fields: the settings page and the dialog can be on screen together. */
  idPrefix?: string;
  onSaved?: () => void;
  renderActions: (isPending: boolean) => ReactNode;
}) {
  const updateProfile = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(updateProfileBody),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    updateProfile.mutate(values, {
      onSuccess: () => {
        toast.success('Profile updated');
        onSaved?.();
      },
      onError: (error) => applyServerFieldErrors(error, ['firstName', 'lastName', 'phone'], form.setError),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-first-name`}
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        value={profile.email}
        disabled
        hint="Email cannot be changed"
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="(555) 123-4567"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-member-since`}>Member Since</Label>
        <Input id={`${idPrefix}-member-since`} value={formatDate(profile.createdAt)} readOnly disabled />
      </div>
      <FormError message={updateProfile.isError ? accountMessages.profileFailed : undefined} />
      {renderActions(updateProfile.isPending)}
    </form>
  );
}
