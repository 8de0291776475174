import { SettingsIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

/** Spec 01 section 2: the settings page is a placeholder. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <EmptyState
        icon={SettingsIcon}
        title="Coming soon"
        description="Account settings will appear here. You can already edit your profile from the avatar menu."
      />
    </>
  );
}
