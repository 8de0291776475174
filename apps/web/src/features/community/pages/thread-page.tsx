import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { useLiveDiscussions, useThread } from '@/components/community/api';
import { DiscussionPost, RepliesSection } from '@/components/community/discussion';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton';
import { paths } from '@/lib/paths';

/**
 * /community/posts/:postId (issue 42): a discussion, its replies a page at a time, and Reply.
 * Live: a reply from anyone reaches this page without a reload.
 */
export function ThreadPage() {
  const { postId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const thread = useThread(postId, page);
  useLiveDiscussions();
  return (
    <>
      <BackLink to={paths.community} label="Community" />
      <QueryState
        query={thread}
        errorTitle="Failed to load the discussion. Please try again."
        notFound={{ title: 'Discussion not found', description: 'It may have been deleted.' }}
        skeleton={<SkeletonList label="Loading the discussion..." count={3} rowClassName="h-24 rounded-xl" />}
      >
        {(data) => (
          <div className="flex min-w-0 flex-col gap-6">
            <PageHeader
              title={data.post.title ?? `On “${data.post.place.name}”`}
              description={
                data.post.place.kind === 'category'
                  ? data.post.place.name
                  : `A ${data.post.place.kind}'s discussion`
              }
            />
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <DiscussionPost
                post={{ ...data.post, title: null }}
                onDeleted={() => void navigate(paths.community)}
              />
            </div>
            <section aria-label="Replies" className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-slate-900">
                {data.post.replyCount} {data.post.replyCount === 1 ? 'reply' : 'replies'}
              </h2>
              <RepliesSection
                post={data.post}
                replies={data.replies}
                footer={
                  data.pageCount > 1 ? (
                    <div className="flex justify-between gap-2">
                      <Button
                        variant="outline"
                        disabled={page <= 1}
                        onClick={() => setParams(page - 1 > 1 ? { page: String(page - 1) } : {})}
                      >
                        Previous replies
                      </Button>
                      <Button
                        variant="outline"
                        disabled={page >= data.pageCount}
                        onClick={() => setParams({ page: String(page + 1) })}
                      >
                        More replies
                      </Button>
                    </div>
                  ) : null
                }
              />
            </section>
          </div>
        )}
      </QueryState>
    </>
  );
}
