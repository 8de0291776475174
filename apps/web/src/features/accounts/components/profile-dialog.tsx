import type { Profile } from '@pillars/shared/accounts/schemas';
import type { RefObject } from 'react';
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
import { ProfileForm } from './profile-form';

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
        <ProfileForm
          profile={profile}
          onSaved={() => onOpenChange(false)}
          renderActions={(isPending) => (
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={isPending}>
                {isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </DialogFooter>
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
