import { guruContentMessages as messages } from '@pillars/shared/gurus/content-messages';
import type { MyGuru } from '@pillars/shared/gurus/content-schemas';
import { UserRoundPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { GuruProfileDialog } from './guru-profile-dialog';

/** Spec 02: a user without the guru flag reads this instead of the guru screens. */
export function NotAGuruState() {
  return <ErrorState title={messages.notAGuru} description={messages.notAGuruHint} className="mt-6" />;
}

/**
 * Spec 02: a guru without a set-up guru record (none yet, or the inactive one the guru flag
 * made) is asked to complete it; 'Set Up Guru Profile' opens the form that does.
 */
export function NoGuruProfileState({
  guru,
  title = messages.noGuruProfile,
}: {
  guru: MyGuru | null;
  title?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <EmptyState
        icon={UserRoundPlusIcon}
        title={title}
        action={<Button onClick={() => setIsOpen(true)}>{messages.setUpProfile}</Button>}
        className="mt-6"
      />
      <GuruProfileDialog open={isOpen} onOpenChange={setIsOpen} guru={guru} />
    </>
  );
}
