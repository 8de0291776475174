import type { MemberAnnouncement } from '@pillars/shared/announcements/schemas';
import { MegaphoneIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { RichText } from '@/components/rich-text';
import { paths } from '@/lib/paths';
import { useDismissAnnouncement } from '../api/dismiss-announcement';

/** Home's banner (issue 60): the newest announcement the member has not dismissed. */
export function AnnouncementBanner({ announcement }: { announcement: MemberAnnouncement }) {
  const dismiss = useDismissAnnouncement();
  return (
    <section
      aria-labelledby="announcement-banner-title"
      className="relative rounded-card border border-brand-200 bg-brand-50 p-5 pr-12 shadow-sm"
    >
      <div className="mb-1 flex items-center gap-2 text-sm font-medium text-brand-800">
        <MegaphoneIcon aria-hidden className="size-4" />
        Announcement
      </div>
      <h2 id="announcement-banner-title" className="text-lg font-semibold text-slate-900">
        {announcement.title}
      </h2>
      <RichText html={announcement.bodyHtml} className="mt-2" />
      <Link
        to={paths.announcements}
        className="mt-3 inline-block text-sm font-medium text-brand-800 underline"
      >
        All announcements
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-3 right-3"
        aria-label="Dismiss announcement"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate(announcement.id)}
      >
        <XIcon aria-hidden />
      </Button>
    </section>
  );
}
