import { ConstructionIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

/** Stands in for a section that a later issue builds. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={ConstructionIcon}
        title="Coming soon"
        description="This section is being built. Check back soon."
      />
    </>
  );
}
