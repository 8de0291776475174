import { articlesMessages } from '@pillars/shared/articles/messages';
import { BookmarkIcon, HeartIcon, Share2Icon } from 'lucide-react';
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
      <Button
        variant={isLiked ? 'secondary' : 'outline'}
        aria-pressed={isLiked}
        onClick={onToggleLike}
        aria-label={`Like (${likeCount} ${likeCount === 1 ? 'like' : 'likes'})`}
      >
        <HeartIcon className={cn(isLiked && 'fill-current text-red-600')} aria-hidden />
        <span aria-hidden>{likeCount}</span>
      </Button>
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
