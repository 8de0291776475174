import { ClipboardListIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { AssignPlanDialog } from './assign-plan-dialog';

/**
 * Assign on a person's row of Team Management (the app composes it into that page): the
 * Assign form with the person already chosen, in their organization.
 */
export function AssignPlanButton({
  person,
}: {
  person: { id: string; name: string; organizationId: string | null };
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Assign: ${person.name}`}
        onClick={() => setIsOpen(true)}
      >
        <ClipboardListIcon aria-hidden />
        Assign
      </Button>
      {isOpen ? (
        <AssignPlanDialog
          organizationId={person.organizationId}
          initialUserIds={[person.id]}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </>
  );
}
