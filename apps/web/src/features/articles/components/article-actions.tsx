import { articlesMessages } from '@pillars/shared/articles/messages';
import { plural } from '@pillars/shared/plural';
import { BookmarkIcon, HeartIcon, Share2Icon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { shareLink } from '../utils/share';

/**
 * Like (with its count), Bookmark and Share. Like and bookmark change at once (the page's
 * mutations are optimistic) and keep keyboard focus while saving.
 */
export function ArticleActions({
  title,
  likeCount,
  isLiked,
  isBookmarked,
  onToggleLike,
  onToggleBookmark,
}: {
  title: string;
  likeCount: number;
  isLiked: boolean;
  isBookmarked: boolean;
  onToggleLike: () => void;
  onToggleBookmark: () => void;
}) {
  const countId = useId();
  const onShare = async () => {
    try {
      const outcome = await shareLink({ title, url: window.location.href });
      if (outcome === 'copied') toast.success(articlesMessages.linkCopied);
    } catch {
      toast.error('Could not share the link. Please copy it from the address bar.');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* The name stays 'Like' (a toggle, aria-pressed); the count beside it describes it. */}
      <div className="flex items-center gap-2">
        <Button
          variant={isLiked ? 'secondary' : 'outline'}
          aria-pressed={isLiked}
          aria-describedby={countId}
          onClick={onToggleLike}
        >
          <HeartIcon className={cn(isLiked && 'fill-current text-red-600')} aria-hidden />
          Like
        </Button>
        <span id={countId} className="min-w-14 text-sm font-medium text-slate-700">
          {plural(likeCount, 'like')}
        </span>
      </div>
      <Button
        variant={isBookmarked ? 'secondary' : 'outline'}
        aria-pressed={isBookmarked}
        onClick={onToggleBookmark}
      >
        <BookmarkIcon className={cn(isBookmarked && 'fill-current')} aria-hidden />
        Bookmark
      </Button>
      <Button variant="outline" onClick={() => void onShare()}>
        <Share2Icon aria-hidden />
        Share
      </Button>
    </div>
  );
}
