import { announcementArchivePageSize } from '@pillars/shared/announcements/messages';
import { MegaphoneIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { RichText } from '@/components/rich-text';
import { SkeletonList } from '@/components/skeleton';
import { formatDate } from '@/lib/format-date';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { useAnnouncements } from '../api/announcements';

export const announcementsTexts = {
  title: 'Announcements',
  description: 'Everything the Pillars team has told you, newest first.',
  loadFailed: 'Failed to load announcements. Please try again.',
  empty: 'No announcements yet',
  emptyDescription: 'When the Pillars team has news for you, it shows here.',
} as const;

/** /announcements (issue 60): every announcement sent to the member, a page at a time. */
export function AnnouncementsPage() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const announcements = useAnnouncements(page);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={announcementsTexts.title} description={announcementsTexts.description} />
      <QueryState
        query={announcements}
        errorTitle={announcementsTexts.loadFailed}
        skeleton={
          <SkeletonList label="Loading announcements..." count={3} rowClassName="h-32 rounded-card" />
        }
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            icon={MegaphoneIcon}
            title={announcementsTexts.empty}
            description={announcementsTexts.emptyDescription}
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <ul className="flex flex-col gap-4">
              {data.announcements.map((announcement) => (
                <li key={announcement.id}>
                  <article
                    aria-labelledby={`announcement-${announcement.id}`}
                    className="rounded-card border border-slate-200 bg-white p-5 shadow-sm"
                  >
                    <h2
                      id={`announcement-${announcement.id}`}
                      className="text-lg font-semibold text-slate-900"
                    >
                      {announcement.title}
                    </h2>
                    <p className="mb-3 text-sm text-slate-600">{formatDate(announcement.sentAt)}</p>
                    <RichText html={announcement.bodyHtml} />
                  </article>
                </li>
              ))}
            </ul>
            <Pager
              result={{ page: data.page, pageSize: announcementArchivePageSize, total: data.total }}
              onPage={(next) =>
                setSearchParams((params) => {
                  params.set('page', String(next));
                  return params;
                })
              }
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
