import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { FullPageSpinner } from '@/components/spinner';
import { RequireAccess } from '@/features/accounts/components/require-access';
import { paths } from '@/lib/paths';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout } from './layouts/auth-layout';
import { ComingSoonPage } from './pages/coming-soon-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/**
 * Pages load lazily, one chunk each, so members download only what they open (and the
 * admin area stays out of their bundle). A feature's issue replaces its 'Coming soon' row
 * with a lazy route to its page.
 */
const comingSoonSections: Array<{ path: string; title: string }> = [
  { path: paths.resources, title: 'All Resources' },
  { path: paths.events, title: 'Events' },
  { path: paths.gurus, title: 'Gurus' },
  { path: paths.guruArticles, title: 'My Articles' },
  { path: paths.messages, title: 'Messages' },
  { path: paths.support, title: 'Support' },
  { path: paths.bookCall, title: 'Book a Call' },
  { path: paths.chatbot, title: 'Chatbot' },
  { path: paths.admin, title: 'Admin Dashboard' },
  { path: paths.adminTeam, title: 'Team Management' },
];

const routes: RouteObject[] = [
  {
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: '/auth',
        element: <AuthLayout />,
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
        ],
      },
      {
        element: <AppLayout />,
        children: [
          {
            element: <RequireAccess />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./pages/home-page')).HomePage,
                }),
              },
              {
                path: paths.pillars,
                lazy: async () => ({
                  Component: (await import('@/features/learning/pages/pillars-page')).PillarsPage,
                }),
              },
              {
                path: `${paths.pillars}/:pillarSlug`,
                lazy: async () => ({
                  Component: (await import('@/features/learning/pages/pillar-page')).PillarPage,
                }),
              },
              {
                path: `${paths.pillars}/:pillarSlug/:elementSlug`,
                lazy: async () => ({
                  Component: (await import('@/features/learning/pages/lesson-viewer-page')).LessonViewerPage,
                }),
              },
              {
                path: paths.subscription,
                lazy: async () => ({
                  Component: (await import('@/features/accounts/pages/subscription-page')).SubscriptionPage,
                }),
              },
              {
                path: paths.subscriptionSuccess,
                lazy: async () => ({
                  Component: (await import('@/features/accounts/pages/subscription-success-page'))
                    .SubscriptionSuccessPage,
                }),
              },
              {
                path: paths.settings,
                lazy: async () => ({
                  Component: (await import('@/features/accounts/pages/settings-page')).SettingsPage,
                }),
              },
              ...comingSoonSections.map(({ path, title }) => ({
                path,
                element: <ComingSoonPage title={title} />,
              })),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
