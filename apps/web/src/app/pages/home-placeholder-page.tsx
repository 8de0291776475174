import { LandmarkIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

/** Placeholder for '/'; the learning issue swaps in the real home page (router.tsx). */
export function HomePlaceholderPage() {
  return (
    <>
      <PageHeader title="Home" description="Build, grow & love agency." />
      <EmptyState
        icon={LandmarkIcon}
        title="Your dashboard is on its way"
        description="Featured articles, your Pillars of Agency progress and the latest resources will appear here."
      />
    </>
  );
}
