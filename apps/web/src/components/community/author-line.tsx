import type { CommunityAuthor } from '@pillars/shared/community/schemas';
import { LevelBadge } from '@/components/level-badge';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate } from '@/lib/format-date';

/** Who wrote it, their level, their agency, and when (edited when it was). */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
}: {
  /** With a level (posts and replies), the badge shows beside the name. */
  author: CommunityAuthor & { level?: number };
  createdAt: string;
  editedAt?: string | null;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
      <UserAvatar
        firstName={author.firstName}
        lastName={author.lastName}
        avatarUrl={author.avatarUrl}
        className="size-7"
      />
      <span className="min-w-0 truncate">
        <span className="font-medium text-slate-900">
          {author.firstName} {author.lastName}
        </span>
        {author.level ? <LevelBadge level={author.level} className="ml-1.5" /> : null}
        {author.agencyName ? <span> · {author.agencyName}</span> : null}
        <span> · {formatDate(createdAt)}</span>
        {editedAt ? <span> · edited</span> : null}
      </span>
    </div>
  );
}
