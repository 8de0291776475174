import { gurusMessages } from '@pillars/shared/gurus/messages';
import { UsersIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SkeletonGroup } from '@/components/skeleton';
import { useGurus } from '../api/get-gurus';
import { GuruCard, GuruCardSkeleton } from '../components/guru-card';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** /gurus: the active gurus by name. */
export function GurusPage() {
  const query = useGurus();
  return (
    <>
      <PageHeader title="Gurus" description="Experts who share what works in their agencies." />
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label="Loading gurus..." className={gridClass}>
            {[1, 2, 3, 4, 5, 6].map((key) => (
              <GuruCardSkeleton key={key} />
            ))}
          </SkeletonGroup>
        }
        errorTitle={gurusMessages.gurusLoadFailed}
        isEmpty={(data) => data.gurus.length === 0}
        empty={
          <EmptyState icon={UsersIcon} title={gurusMessages.noGurus} description="Gurus will appear here." />
        }
      >
        {(data) => (
          <ul className={gridClass}>
            {data.gurus.map((guru) => (
              <li key={guru.id}>
                <GuruCard guru={guru} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
