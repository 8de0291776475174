import { homeMessages } from '@pillars/shared/home/messages';
import type { HomeResponse } from '@pillars/shared/home/schemas';
import type { PillarSummary } from '@pillars/shared/learning/schemas';
import {
  ArrowRightIcon,
  HeartIcon,
  LandmarkIcon,
  LibraryIcon,
  MessageSquareIcon,
  MessagesSquareIcon,
  NewspaperIcon,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ArticleCard, ArticleCardSkeleton } from '@/components/article-card';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { FeaturedScroller } from '@/features/articles/components/featured-scroller';
import { useHome } from '@/features/home/api/get-home';
import { AnnouncementBanner } from '@/features/home/components/announcement-banner';
import { GettingStartedChecklist } from '@/features/home/components/getting-started';
import { PointsCard } from '@/features/home/components/points-card';
import { ContinueLearningCard } from '@/features/learning/components/continue-learning-card';
import { PillarCard, PillarCardSkeleton } from '@/features/learning/components/pillar-card';
import { AssignedToYou } from '@/features/learning-plans/components/assigned-to-you';
import { paths } from '@/lib/paths';

function ViewAllLink({ to, what }: { to: string; what: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded-md px-1 text-sm font-medium whitespace-nowrap text-brand-600 hover:text-brand-800"
    >
      View All<span className="sr-only"> {what}</span>
      <ArrowRightIcon className="size-4" aria-hidden />
    </Link>
  );
}

function HomeSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const pillarGridClass = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

function HomeSkeleton() {
  return (
    <SkeletonGroup label="Loading home..." className="flex flex-col gap-10">
      <div>
        <Skeleton className="mb-4 h-7 w-48" />
        <div className="flex gap-4 overflow-hidden">
          {[1, 2, 3, 4].map((key) => (
            <div key={key} className="w-64 shrink-0 sm:w-72">
              <ArticleCardSkeleton />
            </div>
          ))}
        </div>
      </div>
      <div>
        <Skeleton className="mb-4 h-7 w-48" />
        <div className={pillarGridClass}>
          {[1, 2, 3].map((key) => (
            <PillarCardSkeleton key={key} isCompact />
          ))}
        </div>
      </div>
      <div>
        <Skeleton className="mb-4 h-7 w-48" />
        <Card className="divide-y divide-slate-100">
          {[1, 2, 3].map((key) => (
            <ArticleCardSkeleton key={key} layout="row" />
          ))}
        </Card>
      </div>
    </SkeletonGroup>
  );
}

/**
 * Whether a pillar is in the member's open assignments: the pillar itself, or a key element
 * or lesson of it (the pillar of its next lesson).
 */
function assignedPillarTest(home: HomeResponse): (pillar: PillarSummary) => boolean {
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const { content, nextLesson } of home.assignedToYou) {
    if (content.kind === 'pillar' && content.id) ids.add(content.id);
    if (nextLesson) slugs.add(nextLesson.pillarSlug);
  }
  return (pillar) => ids.has(pillar.id) || slugs.has(pillar.slug);
}

function HomeContent({ home }: { home: HomeResponse }) {
  const isAssigned = assignedPillarTest(home);
  return (
    <div className="flex flex-col gap-10">
      {home.announcement ? <AnnouncementBanner announcement={home.announcement} /> : null}
      {home.gettingStarted ? <GettingStartedChecklist checklist={home.gettingStarted} /> : null}
      {home.assignedToYou.length > 0 ? <AssignedToYou assignments={home.assignedToYou} /> : null}
      {home.continueLearning ? <ContinueLearningCard next={home.continueLearning} /> : null}
      <PointsCard points={home.points} />

      {home.featuredArticles.length > 0 ? (
        <FeaturedScroller
          heading="Featured Articles"
          articles={home.featuredArticles}
          action={<ViewAllLink to={paths.resources} what="resources" />}
        />
      ) : (
        <HomeSection title="Featured Articles" action={<ViewAllLink to={paths.resources} what="resources" />}>
          <EmptyState
            icon={NewspaperIcon}
            title={homeMessages.noFeaturedArticles}
            description="Featured articles will appear here."
          />
        </HomeSection>
      )}

      <HomeSection title="Pillars of Agency" action={<ViewAllLink to={paths.pillars} what="pillars" />}>
        {home.pillars.length > 0 ? (
          <div className={pillarGridClass}>
            {home.pillars.map((pillar, index) => (
              <PillarCard
                key={pillar.id}
                pillar={pillar}
                headingLevel="h3"
                isCompact
                // The first row shows in the first screen on wide screens.
                imageLoading={index < 3 ? 'eager' : 'lazy'}
                isAssigned={isAssigned(pillar)}
              />
            ))}
          </div>
        ) : (
          <EmptyState
            icon={LandmarkIcon}
            title={homeMessages.noPillars}
            description="The Pillars of Agency will appear here."
          />
        )}
      </HomeSection>

      <HomeSection title="Recent Resources" action={<ViewAllLink to={paths.resources} what="resources" />}>
        {home.recentResources.length > 0 ? (
          <Card className="divide-y divide-slate-100 overflow-hidden">
            {home.recentResources.map((article) => (
              <ArticleCard key={article.id} article={article} layout="row" />
            ))}
          </Card>
        ) : (
          <EmptyState
            icon={LibraryIcon}
            title={homeMessages.noResources}
            description="The latest resources will appear here."
          />
        )}
      </HomeSection>

      <HomeSection
        title="Most active this week"
        action={<ViewAllLink to={paths.community} what="discussions" />}
      >
        {home.mostActiveDiscussions.length > 0 ? (
          <Card className="divide-y divide-slate-100 overflow-hidden">
            <ul aria-label="Most active discussions this week">
              {home.mostActiveDiscussions.map((discussion) => (
                <li key={discussion.id} className="border-b border-slate-100 last:border-b-0">
                  <Link
                    to={paths.communityThread(discussion.id)}
                    className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
                  >
                    <span className="font-medium text-slate-900">{discussion.title}</span>
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
                      <span>
                        {discussion.authorName}
                        {discussion.agencyName ? ` · ${discussion.agencyName}` : ''}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <MessageSquareIcon aria-hidden className="size-4" />
                        {discussion.replyCount} {discussion.replyCount === 1 ? 'reply' : 'replies'}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <HeartIcon aria-hidden className="size-4" />
                        {discussion.likeCount} {discussion.likeCount === 1 ? 'like' : 'likes'}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : (
          <EmptyState
            icon={MessagesSquareIcon}
            title={homeMessages.noActiveDiscussions}
            description="The week's busiest discussions will appear here."
          />
        )}
      </HomeSection>
    </div>
  );
}

/**
 * The page's heading, compact (one line, not PageHeader's title and description): the first
 * screen is for the member's next lesson and the featured articles. It greets nobody: the
 * header's welcome line already does (spec 01 section 2), and a second one reads twice.
 */
function HomeHeader() {
  return (
    <div className="mb-5 flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
      <title>Home · Pillars</title>
      <h1 className="text-xl font-bold tracking-tight text-slate-900">Home</h1>
      <p className="text-sm text-slate-500">Build, grow & love agency.</p>
    </div>
  );
}

/** '/': a new owner's first steps, what is assigned to the member, continue learning, featured articles, the pillars with progress, recent resources. */
export function HomePage() {
  const query = useHome();
  return (
    <>
      <HomeHeader />
      <QueryState query={query} skeleton={<HomeSkeleton />} errorTitle={homeMessages.loadFailed}>
        {(home) => <HomeContent home={home} />}
      </QueryState>
    </>
  );
}
