import { memberPageRoutes } from '@pillars/shared/member-pages';
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { AfterPageSettled } from '@/components/after-page-settled';
import { meQueryOptions } from '@/features/accounts/api/get-me';
import { settingsQueryOptions } from '@/features/accounts/api/get-settings';
import { articleQueryOptions } from '@/features/articles/api/get-article';
import { resourcesQueryOptions } from '@/features/articles/api/get-resources';
import { readResourceFilters } from '@/features/articles/utils/resource-filters';
import { bookingQueryOptions } from '@/features/calls/api/get-booking';
import { myCertificatesQueryOptions } from '@/features/certificates/api/get-my-certificates';
import { chatbotQueryOptions } from '@/features/chatbot/api/get-chatbot';
import { eventQueryOptions } from '@/features/events/api/get-event';
import { eventsQueryOptions } from '@/features/events/api/get-events';
import { readEventsFilter } from '@/features/events/utils/events-filter';
import { guruQueryOptions, gurusQueryOptions } from '@/features/gurus/api/get-gurus';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { keyElementQueryOptions } from '@/features/learning/api/get-key-element';
import { pillarQueryOptions } from '@/features/learning/api/get-pillar';
import { pillarsQueryOptions } from '@/features/learning/api/get-pillars';
import { myPlanQueryOptions } from '@/features/learning-plans/api/get-my-plan';
import { supportPageQueryOptions } from '@/features/support/api/get-support-page';
import { paths } from '@/lib/paths';
import { AppFrame } from './layouts/app-frame';
import { RouteFocus } from './layouts/route-focus';
import { RouteErrorPage } from './pages/route-error-page';
import { queryClient } from './query-client';

/**
 * "Ask about this pillar" (issue 41), below the lesson (its panel opens beside the lesson on a
 * wide screen): its code loads once the page has settled (lib/page-load.ts), so its three small files take no connection before the
 * lesson's picture is on screen (decision 047).
 */
const AskPillarPanel = lazy(async () => ({
  default: (await import('@/features/ask/components/ask-pillar-panel')).AskPillarPanel,
}));

/**
 * Pages and layouts load lazily, one chunk each, so members download only what they open
 * (and the admin area stays out of their bundle); the chunks a URL needs load in parallel.
 * A feature's issue replaces its 'Coming soon' row with a lazy route to its page.
 */
const comingSoonSections: Array<{ path: string; title: string }> = [
  // The dashboard's tools that later issues build (issue 14 links to them).
];

/**
 * The session check starts with the app, beside the layout's code, not after it. Loaders
 * never wait: the layouts and pages show their own loading states as before.
 */
function startSessionCheck() {
  void queryClient.prefetchQuery(meQueryOptions());
  return null;
}

/**
 * A member page's data starts as soon as the session says the page will show it (signed in,
 * with access), beside the page's code. Otherwise the route guard sends the visitor on and
 * nothing is asked for (no 401 or 403 redirect of the API client).
 */
function startPageData<Data, Key extends QueryKey>(
  pageQuery: () => FetchQueryOptions<Data, Error, Data, Key>,
) {
  return whenPageShows(() => queryClient.prefetchQuery(pageQuery()));
}

function whenPageShows(prefetch: () => Promise<void>) {
  void queryClient
    .ensureQueryData(meQueryOptions())
    .then((me) => (me?.hasAccess ? prefetch() : undefined))
    // A failed session check is the route guard's to show.
    .catch(() => undefined);
  return null;
}

/** The same for a page that reads a list in pages ('Load more'): its first page starts early. */
function startInfinitePageData<Data, Key extends QueryKey, PageParam>(
  pageQuery: () => FetchInfiniteQueryOptions<Data, Error, Data, Key, PageParam>,
) {
  return whenPageShows(() => queryClient.prefetchInfiniteQuery(pageQuery()));
}

const routes: RouteObject[] = [
  {
    Component: RouteFocus,
    HydrateFallback: AppFrame,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: '/auth',
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: [
          { index: true, element: <Navigate to={paths.login()} replace /> },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('@/features/accounts/pages/login-page')).LoginPage,
            }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('@/features/accounts/pages/register-page')).RegisterPage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('@/features/accounts/pages/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('@/features/accounts/pages/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: 'two-factor-setup',
            lazy: async () => ({
              Component: (await import('@/features/accounts/pages/two-factor-setup-page')).TwoFactorSetupPage,
            }),
          },
          {
            path: 'accept-invitation',
            lazy: async () => ({
              Component: (await import('@/features/accounts/pages/accept-invitation-page'))
                .AcceptInvitationPage,
            }),
          },
        ],
      },
      {
        // An announcement e-mail's unsubscribe link (issue 60): no sign-in, no shell.
        path: paths.announcementsUnsubscribe,
        lazy: async () => ({
          Component: (await import('@/features/announcements/pages/unsubscribe-page')).UnsubscribePage,
        }),
      },
      {
        // A certificate's public page (issue 43): anyone with the link, no sign-in, no shell.
        path: '/certificates/:certificateId',
        lazy: async () => ({
          Component: (await import('@/features/certificates/pages/certificate-page')).CertificatePage,
        }),
      },
      {
        loader: startSessionCheck,
        lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
        children: [
          {
            // The plans side by side (issue 58): anyone, signed in or not.
            path: paths.pricing,
            lazy: async () => ({
              Component: (await import('@/features/plans/pages/pricing-page')).PricingPage,
            }),
          },
          {
            lazy: async () => ({
              Component: (await import('@/features/accounts/components/require-access')).RequireAccess,
            }),
            children: [
              {
                index: true,
                loader: () => startPageData(homeQueryOptions),
                lazy: async () => ({
                  Component: (await import('./pages/home-page')).HomePage,
                }),
              },
              {
                path: paths.pillars,
                loader: () => startPageData(pillarsQueryOptions),
                lazy: async () => ({
                  Component: (await import('@/features/learning/pages/pillars-page')).PillarsPage,
                }),
              },
              {
                path: `${paths.pillars}/:pillarSlug`,
                loader: ({ params }) => startPageData(() => pillarQueryOptions(params.pillarSlug ?? '')),
                lazy: async () => ({
                  Component: (await import('@/features/learning/pages/pillar-page')).PillarPage,
                }),
              },
              {
                // The server asks for this page's data with the page (shared/member-pages.ts).
                path: memberPageRoutes.keyElement,
                loader: ({ params }) =>
                  startPageData(() =>
                    keyElementQueryOptions(params.pillarSlug ?? '', params.elementSlug ?? ''),
                  ),
                // Ask the Library's "Ask about this pillar" beside the lesson: the app joins the two
                // features. The panel loads after the page, not before it: the lesson viewer is one
                // of the member's first screens (decision 047).
                lazy: async () => {
                  const { LessonViewerPage } = await import('@/features/learning/pages/lesson-viewer-page');
                  return {
                    element: (
                      <LessonViewerPage
                        pillarAside={(pillar) => (
                          <AfterPageSettled>
                            <Suspense fallback={null}>
                              <AskPillarPanel pillarId={pillar.id} pillarTitle={pillar.title} />
                            </Suspense>
                          </AfterPageSettled>
                        )}
                      />
                    ),
                  };
                },
              },
              {
                path: paths.ask,
                lazy: async () => ({
                  Component: (await import('@/features/ask/pages/ask-page')).AskPage,
                }),
              },
              {
                path: paths.community,
                lazy: async () => ({
                  Component: (await import('@/features/community/pages/community-page')).CommunityPage,
                }),
              },
              {
                path: paths.members,
                lazy: async () => ({
                  Component: (await import('@/features/member-directory/pages/members-page')).MembersPage,
                }),
              },
              {
                path: '/members/:userId',
                lazy: async () => ({
                  Component: (await import('@/features/member-directory/pages/member-page')).MemberPage,
                }),
              },
              {
                path: '/community/posts/:postId',
                lazy: async () => ({
                  Component: (await import('@/features/community/pages/thread-page')).ThreadPage,
                }),
              },
              {
                path: paths.myPlan,
                loader: () => startPageData(myPlanQueryOptions),
                lazy: async () => ({
                  Component: (await import('@/features/learning-plans/pages/my-plan-page')).MyPlanPage,
                }),
              },
              {
                path: paths.announcements,
                lazy: async () => ({
                  Component: (await import('@/features/announcements/pages/announcements-page'))
                    .AnnouncementsPage,
                }),
              },
              {
                path: paths.certificates,
                loader: () => startPageData(myCertificatesQueryOptions),
                lazy: async () => ({
                  Component: (await import('@/features/certificates/pages/my-certificates-page'))
                    .MyCertificatesPage,
                }),
              },
              {
                // Certificates (issue 43): superadmins.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="certificate.manage" /> };
                },
                children: [
                  {
                    path: paths.adminCertificates,
                    lazy: async () => ({
                      Component: (await import('@/features/certificates/pages/admin-certificates-page'))
                        .AdminCertificatesPage,
                    }),
                  },
                ],
              },
              {
                path: paths.resources,
                loader: ({ request }) =>
                  startInfinitePageData(() =>
                    resourcesQueryOptions(readResourceFilters(new URL(request.url).searchParams)),
                  ),
                lazy: async () => ({
                  Component: (await import('@/features/articles/pages/resources-page')).ResourcesPage,
                }),
              },
              {
                path: `${paths.resources}/:slug`,
                loader: ({ params }) => startPageData(() => articleQueryOptions(params.slug ?? '')),
                lazy: async () => ({
                  Component: (await import('@/features/articles/pages/article-page')).ArticlePage,
                }),
              },
              {
                path: paths.gurus,
                loader: () => startPageData(gurusQueryOptions),
                lazy: async () => ({
                  Component: (await import('@/features/gurus/pages/gurus-page')).GurusPage,
                }),
              },
              {
                // My Guru Content (issue 23): the pages say who may (not a guru, no guru profile,
                // another guru's article) and the server checks every call.
                path: paths.guruArticles,
                lazy: async () => ({
                  Component: (await import('@/features/guru-content/pages/my-articles-page')).MyArticlesPage,
                }),
              },
              {
                path: paths.guruArticleCreate,
                lazy: async () => ({
                  Component: (await import('@/features/guru-content/pages/guru-article-form-page'))
                    .GuruArticleCreatePage,
                }),
              },
              {
                path: '/gurus/article/:articleId/edit',
                lazy: async () => ({
                  Component: (await import('@/features/guru-content/pages/guru-article-form-page'))
                    .GuruArticleEditPage,
                }),
              },
              {
                // '/gurus/articles' (My Articles) is a fixed path and wins over this pattern.
                path: `${paths.gurus}/:slug`,
                loader: ({ params }) => startPageData(() => guruQueryOptions(params.slug ?? '')),
                lazy: async () => ({
                  Component: (await import('@/features/gurus/pages/guru-page')).GuruPage,
                }),
              },
              {
                path: paths.events,
                loader: ({ request }) =>
                  startInfinitePageData(() =>
                    eventsQueryOptions(readEventsFilter(new URL(request.url).searchParams)),
                  ),
                lazy: async () => ({
                  Component: (await import('@/features/events/pages/events-page')).EventsPage,
                }),
              },
              {
                path: `${paths.events}/:eventId`,
                loader: ({ params }) => startPageData(() => eventQueryOptions(params.eventId ?? '')),
                lazy: async () => ({
                  Component: (await import('@/features/events/pages/event-page')).EventPage,
                }),
              },
              {
                path: paths.bookCall,
                loader: () => startPageData(() => bookingQueryOptions()),
                lazy: async () => ({
                  Component: (await import('@/features/calls/pages/book-call-page')).BookCallPage,
                }),
              },
              {
                // Agents and superadmins; anyone else reads the refusal and the page asks nothing.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="call.view" /> };
                },
                children: [
                  {
                    path: paths.adminCalls,
                    lazy: async () => ({
                      Component: (await import('@/features/calls/pages/admin-calls-page')).AdminCallsPage,
                    }),
                  },
                ],
              },
              {
                // Analytics (issue 27): agents (their team) and superadmins (the business, any team).
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="analytics.view" /> };
                },
                children: [
                  {
                    path: paths.analytics,
                    lazy: async () => ({
                      Component: (await import('@/features/analytics/pages/analytics-page')).AnalyticsPage,
                    }),
                  },
                ],
              },
              {
                // Team Management (issue 22): agents (their organization) and superadmins.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="team.view" /> };
                },
                children: [
                  {
                    path: paths.adminTeam,
                    // Learning Plans' Assign on each person's row: the app joins the two features.
                    lazy: async () => {
                      const [{ TeamPage }, { AssignPlanButton }] = await Promise.all([
                        import('@/features/team/pages/team-page'),
                        import('@/features/learning-plans/components/assign-plan-button'),
                      ]);
                      return {
                        element: <TeamPage memberAction={(person) => <AssignPlanButton person={person} />} />,
                      };
                    },
                  },
                ],
              },
              {
                // Learning Plans (issue 40): agents (their team) and superadmins (the organization they choose).
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="plan.assign" /> };
                },
                children: [
                  {
                    path: paths.adminTeamPlans,
                    lazy: async () => ({
                      Component: (await import('@/features/learning-plans/pages/plans-page')).PlansPage,
                    }),
                  },
                ],
              },
              {
                // Admin events and registrations (issue 14): superadmins; anyone else reads the refusal.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="event.manage" /> };
                },
                children: [
                  {
                    path: paths.adminEvents,
                    lazy: async () => ({
                      Component: (await import('@/features/events/pages/admin-events-page')).AdminEventsPage,
                    }),
                  },
                  {
                    path: paths.adminEventCreate,
                    lazy: async () => ({
                      Component: (await import('@/features/events/pages/admin-event-form-page'))
                        .AdminEventCreatePage,
                    }),
                  },
                  {
                    path: `${paths.adminEvents}/:eventId/edit`,
                    lazy: async () => ({
                      Component: (await import('@/features/events/pages/admin-event-form-page'))
                        .AdminEventEditPage,
                    }),
                  },
                ],
              },
              {
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="registration.view" /> };
                },
                children: [
                  {
                    path: `${paths.adminEvents}/:eventId/registrations`,
                    lazy: async () => ({
                      Component: (await import('@/features/events/pages/admin-event-registrations-page'))
                        .AdminEventRegistrationsPage,
                    }),
                  },
                ],
              },
              {
                path: paths.messages,
                lazy: async () => ({
                  Component: (await import('@/features/messages/pages/messages-page')).MessagesPage,
                }),
              },
              {
                path: paths.support,
                loader: () => startPageData(supportPageQueryOptions),
                lazy: async () => ({
                  Component: (await import('@/features/support/pages/support-page')).SupportPage,
                }),
              },
              {
                // The team's inbox and ticket queue: support and superadmins; anyone else reads the refusal.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="conversation.answer" /> };
                },
                children: [
                  {
                    path: paths.adminInbox,
                    lazy: async () => ({
                      Component: (await import('@/features/support-desk/pages/inbox-page')).InboxPage,
                    }),
                  },
                  {
                    path: paths.adminTickets,
                    lazy: async () => ({
                      Component: (await import('@/features/support-desk/pages/tickets-page')).TicketsPage,
                    }),
                  },
                ],
              },
              {
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="support.configure" /> };
                },
                children: [
                  {
                    path: paths.adminSupport,
                    lazy: async () => ({
                      Component: (await import('@/features/support-desk/pages/support-settings-page'))
                        .SupportSettingsPage,
                    }),
                  },
                ],
              },
              {
                // Community moderation (issue 42): support and superadmins; anyone else reads the refusal.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="community.moderate" /> };
                },
                children: [
                  {
                    path: paths.adminCommunity,
                    lazy: async () => ({
                      Component: (await import('@/features/admin-community/pages/admin-community-page'))
                        .AdminCommunityPage,
                    }),
                  },
                ],
              },
              {
                // The Community's categories: superadmins.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="community.manageCategories" /> };
                },
                children: [
                  {
                    path: paths.adminCommunityCategories,
                    lazy: async () => ({
                      Component: (
                        await import('@/features/admin-community/pages/admin-community-categories-page')
                      ).AdminCommunityCategoriesPage,
                    }),
                  },
                ],
              },
              {
                // Manage Articles (superadmins); anyone else reads the refusal and the page asks nothing.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="article.manage" /> };
                },
                children: [
                  {
                    path: paths.adminArticles,
                    lazy: async () => ({
                      Component: (await import('@/features/admin-articles/pages/admin-articles-page'))
                        .AdminArticlesPage,
                    }),
                  },
                  {
                    path: paths.adminArticleCreate,
                    lazy: async () => ({
                      Component: (await import('@/features/admin-articles/pages/admin-article-create-page'))
                        .AdminArticleCreatePage,
                    }),
                  },
                  {
                    path: `${paths.adminArticles}/:articleId/edit`,
                    lazy: async () => ({
                      Component: (await import('@/features/admin-articles/pages/admin-article-edit-page'))
                        .AdminArticleEditPage,
                    }),
                  },
                ],
              },
              {
                // Ask the Library's page for the team (issue 41): superadmins.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="ask.manage" /> };
                },
                children: [
                  {
                    path: paths.adminAsk,
                    lazy: async () => ({
                      Component: (await import('@/features/admin-ask/pages/admin-ask-page')).AdminAskPage,
                    }),
                  },
                ],
              },
              {
                // Article Magic (issue 25): superadmins; anyone else reads the refusal and the page asks nothing.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="ai.enhance" /> };
                },
                children: [
                  {
                    path: paths.adminArticleMagic,
                    lazy: async () => ({
                      Component: (await import('@/features/admin-article-magic/pages/article-magic-page'))
                        .ArticleMagicPage,
                    }),
                  },
                ],
              },
              {
                // The admin dashboard (issue 14): superadmins; anyone else reads its refusal.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="admin.access" /> };
                },
                children: [
                  {
                    path: paths.admin,
                    lazy: async () => ({
                      Component: (await import('@/features/admin/pages/admin-dashboard-page'))
                        .AdminDashboardPage,
                    }),
                  },
                ],
              },
              {
                // Manage Organizations (issue 22): superadmins; anyone else reads the dashboard's refusal.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="org.manage" /> };
                },
                children: [
                  {
                    path: paths.adminOrganizations,
                    lazy: async () => ({
                      Component: (
                        await import('@/features/admin-organizations/pages/admin-organizations-page')
                      ).AdminOrganizationsPage,
                    }),
                  },
                ],
              },
              {
                // Import from Bubble.io (issue 24): superadmins; anyone else reads the refusal.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="import.run" /> };
                },
                children: [
                  {
                    path: paths.adminBubbleImport,
                    lazy: async () => ({
                      Component: (await import('@/features/admin-bubble-import/pages/bubble-import-page'))
                        .BubbleImportPage,
                    }),
                  },
                ],
              },
              {
                // Points and levels (issue 59): superadmins; anyone else reads the refusal.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="engagement.manage" /> };
                },
                children: [
                  {
                    path: paths.adminEngagement,
                    lazy: async () => ({
                      Component: (await import('@/features/admin-engagement/pages/admin-engagement-page'))
                        .AdminEngagementPage,
                    }),
                  },
                ],
              },
              {
                // Plans and coupons (issue 58): superadmins; anyone else reads the refusal.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="plan.manage" /> };
                },
                children: [
                  {
                    path: paths.adminPlans,
                    lazy: async () => ({
                      Component: (await import('@/features/plans/pages/admin-plans-page')).AdminPlansPage,
                    }),
                  },
                  {
                    path: paths.adminCoupons,
                    lazy: async () => ({
                      Component: (await import('@/features/plans/pages/admin-coupons-page')).AdminCouponsPage,
                    }),
                  },
                ],
              },
              {
                // Announcements (issue 60): superadmins; anyone else reads the refusal.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="announcement.manage" /> };
                },
                children: [
                  {
                    path: paths.adminAnnouncements,
                    lazy: async () => ({
                      Component: (await import('@/features/announcements/pages/admin-announcements-page'))
                        .AdminAnnouncementsPage,
                    }),
                  },
                ],
              },
              {
                // The audit trail (issue 22): superadmins every row, agents their organization's.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="audit.view" /> };
                },
                children: [
                  {
                    path: paths.adminAudit,
                    lazy: async () => ({
                      Component: (await import('@/features/admin-audit/pages/admin-audit-page'))
                        .AdminAuditPage,
                    }),
                  },
                ],
              },
              {
                // Pillars, key elements and lessons (issue 14): superadmins.
                lazy: async () => {
                  const { RequirePermission } = await import(
                    '@/features/accounts/components/require-permission'
                  );
                  return { element: <RequirePermission action="content.manage" /> };
                },
                children: [
                  {
                    path: paths.adminPillars,
                    lazy: async () => ({
                      Component: (await import('@/features/learning/pages/admin-pillars-page'))
                        .AdminPillarsPage,
                    }),
                  },
                  {
                    path: `${paths.adminPillars}/:pillarId/elements`,
                    lazy: async () => ({
                      Component: (await import('@/features/learning/pages/admin-key-elements-page'))
                        .AdminKeyElementsPage,
                    }),
                  },
                  {
                    path: `${paths.adminPillars}/:pillarId/elements/:elementId/lessons`,
                    lazy: async () => ({
                      Component: (await import('@/features/learning/pages/admin-lessons-page'))
                        .AdminLessonsPage,
                    }),
                  },
                  {
                    path: paths.adminQuizzes,
                    lazy: async () => ({
                      Component: (await import('@/features/learning/pages/admin-quizzes-page'))
                        .AdminQuizzesPage,
                    }),
                  },
                ],
              },
              {
                path: paths.subscription,
                lazy: async () => ({
                  Component: (await import('@/features/billing/pages/subscription-page')).SubscriptionPage,
                }),
              },
              // Upgrades and downgrades are on the subscription page (issue 58 calls it /billing).
              { path: paths.billing, element: <Navigate to={paths.subscription} replace /> },
              {
                path: paths.subscriptionSuccess,
                lazy: async () => ({
                  Component: (await import('@/features/billing/pages/subscription-success-page'))
                    .SubscriptionSuccessPage,
                }),
              },
              {
                path: `${paths.subscription}/test-checkout/:sessionId`,
                lazy: async () => ({
                  Component: (await import('@/features/billing/pages/test-checkout-page')).TestCheckoutPage,
                }),
              },
              {
                path: paths.testPortal,
                lazy: async () => ({
                  Component: (await import('@/features/billing/pages/test-portal-page')).TestPortalPage,
                }),
              },
              {
                path: paths.chatbot,
                loader: () => startPageData(() => chatbotQueryOptions()),
                lazy: async () => ({
                  Component: (await import('@/features/chatbot/pages/chatbot-page')).ChatbotPage,
                }),
              },
              {
                path: paths.settings,
                loader: () => startPageData(() => settingsQueryOptions()),

                // Settings > Profile holds the member directory's listing (issue 42): the app joins the two features.
                lazy: async () => {
                  const [{ SettingsPage }, { DirectoryProfileSection }] = await Promise.all([
                    import('@/features/accounts/pages/settings-page'),
                    import('@/features/member-directory/components/directory-profile-form'),
                  ]);
                  return { element: <SettingsPage profileExtra={<DirectoryProfileSection />} /> };
                },
              },
              ...comingSoonSections.map(({ path, title }) => ({
                path,
                lazy: async () => {
                  const { ComingSoonPage } = await import('./pages/coming-soon-page');
                  return { element: <ComingSoonPage title={title} /> };
                },
              })),
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
