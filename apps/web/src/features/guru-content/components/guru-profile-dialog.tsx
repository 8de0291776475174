import { guruContentMessages as messages } from '@pillars/shared/gurus/content-messages';
import type { MyGuru } from '@pillars/shared/gurus/content-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { FormUploadField } from '@/components/form-upload-field';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { cachedProfile } from '@/lib/viewer';
import { useSetUpGuruProfile } from '../api/set-up-guru-profile';

interface ProfileFields {
  name: string;
  businessName: string;
  bio: string;
  /** Comma-separated: 'Pricing, Sales'. */
  specialties: string;
  imageUrl: string;
}

/**
 * 'Set Up Guru Profile': name, business name, bio, specialties and a photo. Saving creates or
 * completes the guru record and shows it in the directory at /gurus; the server checks it all.
 */
export function GuruProfileDialog({
  open,
  onOpenChange,
  guru,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  guru: MyGuru | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{messages.setUpProfile}</DialogTitle>
          <DialogDescription>Members find you under Gurus with this profile.</DialogDescription>
        </DialogHeader>
        {open ? <ProfileForm guru={guru} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ guru, onDone }: { guru: MyGuru | null; onDone: () => void }) {
  const profile = cachedProfile(useQueryClient());
  const form = useForm<ProfileFields>({
    defaultValues: {
      name: guru?.name ?? `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim(),
      businessName: guru?.businessName ?? '',
      bio: guru?.bio ?? '',
      specialties: guru?.specialties.join(', ') ?? '',
      imageUrl: guru?.imageUrl ?? '',
    },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string>();
  const save = useSetUpGuruProfile();

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    if (!values.name.trim()) {
      form.setError('name', { message: messages.nameRequired });
      return;
    }
    try {
      await save.mutateAsync({
        name: values.name,
        businessName: values.businessName,
        bio: values.bio,
        imageUrl: values.imageUrl,
        specialties: values.specialties
          .split(',')
          .map((specialty) => specialty.trim())
          .filter(Boolean),
      });
      toast.success(messages.profileSaved);
      onDone();
    } catch (error) {
      if (
        !applyServerFieldErrors(error, ['name', 'businessName', 'bio', 'imageUrl'] as const, form.setError)
      ) {
        setFormError(serverMessageOr(error, messages.profileSaveFailed));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        id="guru-profile-name"
        label="Name *"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        id="guru-profile-business"
        label="Business Name"
        error={errors.businessName?.message}
        {...form.register('businessName')}
      />
      <TextareaField
        id="guru-profile-bio"
        label="Bio"
        rows={4}
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <TextField
        id="guru-profile-specialties"
        label="Specialties"
        hint="Separate them with commas: Pricing, Sales Process."
        {...form.register('specialties')}
      />
      <FormUploadField control={form.control} name="imageUrl" id="guru-profile-image" label="Profile Image" />
      <FormError message={formError} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </DialogFooter>
    </form>
  );
}
