import { learningMessages } from '@pillars/shared/learning/messages';
import { LandmarkIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SkeletonGroup } from '@/components/skeleton';
import { usePillars } from '../api/get-pillars';
import { PillarCard, PillarCardSkeleton } from '../components/pillar-card';

const gridClass = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';
const skeletonKeys = [1, 2, 3, 4, 5, 6];
/** The cards of the first screen (a row of three on wide screens). */
const eagerImageCount = 3;

/** /pillars-of-agency: every pillar in display order with the member's progress. */
export function PillarsPage() {
  const query = usePillars();

  return (
    <>
      <PageHeader
        title="Pillars of Agency"
        description="The building blocks of a thriving agency. Pick a pillar and work through its key elements."
      />
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label="Loading pillars..." className={gridClass}>
            {skeletonKeys.map((key) => (
              <PillarCardSkeleton key={key} />
            ))}
          </SkeletonGroup>
        }
        errorTitle={learningMessages.pillarsLoadFailed}
        isEmpty={(data) => data.pillars.length === 0}
        empty={
          <EmptyState
            icon={LandmarkIcon}
            title="No Pillars Found"
            description="The Pillars of Agency are being prepared. Check back soon."
          />
        }
      >
        {({ pillars }) => (
          <div className={gridClass}>
            {pillars.map((pillar, index) => (
              <PillarCard
                key={pillar.id}
                pillar={pillar}
                imageLoading={index < eagerImageCount ? 'eager' : 'lazy'}
              />
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}
