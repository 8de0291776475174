import { type HomeResponse, recentResourcesLimit } from '@pillars/shared/home/schemas';
import type { ViewerContext } from '../../lib/service-context.ts';
import { shareAnswer } from '../../lib/shared-answer.ts';
import { readAnnouncementBanner } from '../announcements/member-service.ts';
import { listFeaturedArticleCards, listRecentArticleCards } from '../articles/service.ts';
import { listMostActiveDiscussions } from '../community/most-active.ts';
import { readPointsPanel } from '../engagement/panel.ts';
import { getLearningOverview, type LearningOverview } from '../learning/service.ts';
import { assignedToViewer } from '../learning-plans/service.ts';
import { readGettingStarted } from './getting-started.ts';

/** The scroller shows at most this many featured articles. */
const featuredArticlesLimit = 12;

/**
 * Home asks one endpoint for all it shows. Articles and the pillar tree come from memory;
 * the member's progress is one statement, and their learning plan another, whatever the data size.
 * The Community's most active discussions of the week come from memory too (scope
 * 'community', one set per audience), so they take no statement on a warm request.
 *
 * Each part is an object kept in memory while it holds (the member's progress and plan from
 * the member cache, judged once; the article lists from the content cache), so an answer made
 * of the same parts is the same answer: it is kept per member's learning overview and shared
 * (lib/shared-answer.ts), and the serialiser writes its JSON once instead of on every request
 * (with 20 assignments, serialising was most of a warm request's time; decision 057).
 * An owner's getting-started checklist (issue 54) costs owners one statement more; its answer
 * is one interned object per combination of steps done, so identity still tells.
 */
export async function getHome(ctx: ViewerContext): Promise<HomeResponse> {
  const [
    announcement,
    gettingStarted,
    assignedToYou,
    learning,
    featuredArticles,
    recentResources,
    mostActiveDiscussions,
    points,
  ] = await Promise.all([
    readAnnouncementBanner(ctx),
    readGettingStarted(ctx),
    assignedToViewer(ctx),
    getLearningOverview(ctx),
    listFeaturedArticleCards(ctx, { limit: featuredArticlesLimit }),
    listRecentArticleCards(ctx, { limit: recentResourcesLimit }),
    listMostActiveDiscussions(ctx),
    readPointsPanel(ctx),
  ]);
  const known = answers.get(learning);
  if (
    known &&
    known.announcement === announcement &&
    known.gettingStarted === gettingStarted &&
    known.assignedToYou === assignedToYou &&
    known.featuredArticles === featuredArticles &&
    known.recentResources === recentResources &&
    known.mostActiveDiscussions === mostActiveDiscussions &&
    known.points === points
  ) {
    return known.answer;
  }
  const answer = shareAnswer({
    announcement,
    gettingStarted,
    assignedToYou,
    continueLearning: learning.continueLearning,
    featuredArticles,
    pillars: learning.pillars,
    recentResources,
    mostActiveDiscussions,
    points,
  });
  answers.set(learning, {
    announcement,
    gettingStarted,
    assignedToYou,
    featuredArticles,
    recentResources,
    mostActiveDiscussions,
    points,
    answer,
  });
  return answer;
}

/** The last answer made from each learning overview (one per member's progress and tree), with its other parts. */
const answers = new WeakMap<
  LearningOverview,
  {
    announcement: HomeResponse['announcement'];
    gettingStarted: HomeResponse['gettingStarted'];
    assignedToYou: HomeResponse['assignedToYou'];
    featuredArticles: HomeResponse['featuredArticles'];
    recentResources: HomeResponse['recentResources'];
    mostActiveDiscussions: HomeResponse['mostActiveDiscussions'];
    points: HomeResponse['points'];
    answer: HomeResponse;
  }
>();
