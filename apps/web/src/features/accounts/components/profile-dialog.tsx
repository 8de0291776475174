import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type Profile, updateProfileBody } from '@pillars/shared/accounts/schemas';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { TextField } from '@/components/text-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatLongDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileDialogProps {
  profile: Profile;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes when the dialog closes: the control that opened it (it has no trigger). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

export function ProfileDialog({ profile, isOpen, onOpenChange, returnFocusRef }: ProfileDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>User Profile</DialogTitle>
          <DialogDescription>Update your personal information.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the saved profile. */}
        <ProfileForm profile={profile} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
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
        onSaved();
      },
      onError: (error) => applyServerFieldErrors(error, ['firstName', 'lastName', 'phone'], form.setError),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-first-name"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id="profile-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="profile-email"
        label="Email"
        type="email"
        value={profile.email}
        disabled
        hint="Email cannot be changed"
      />
      <TextField
        id="profile-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="(555) 123-4567"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="profile-member-since">Member Since</Label>
        <Input id="profile-member-since" value={formatLongDate(profile.createdAt)} readOnly disabled />
      </div>
      <FormError message={updateProfile.isError ? accountMessages.profileFailed : undefined} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
