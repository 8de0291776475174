import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type Profile, updateProfileBody } from '@pillars/shared/accounts/schemas';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
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
import { FieldError, FormError } from '@/components/form-error';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { formatLongDate } from '@/lib/format';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileDialogProps {
  profile: Profile;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function ProfileDialog({ profile, isOpen, onOpenChange }: ProfileDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
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
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="profile-first-name">First Name</Label>
          <Input
            id="profile-first-name"
            autoComplete="given-name"
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby="profile-first-name-error"
            {...form.register('firstName')}
          />
          <FieldError id="profile-first-name-error" message={errors.firstName?.message} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="profile-last-name">Last Name</Label>
          <Input
            id="profile-last-name"
            autoComplete="family-name"
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby="profile-last-name-error"
            {...form.register('lastName')}
          />
          <FieldError id="profile-last-name-error" message={errors.lastName?.message} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="profile-email">Email</Label>
        <Input
          id="profile-email"
          type="email"
          value={profile.email}
          disabled
          aria-describedby="profile-email-hint"
        />
        <p id="profile-email-hint" className="text-xs text-slate-500">
          Email cannot be changed
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="profile-phone">Phone</Label>
        <Input
          id="profile-phone"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby="profile-phone-error"
          {...form.register('phone')}
        />
        <FieldError id="profile-phone-error" message={errors.phone?.message} />
      </div>
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
