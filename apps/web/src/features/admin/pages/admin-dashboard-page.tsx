import { adminMessages, dashboardCountLabels } from '@pillars/shared/admin/messages';
import type { AdminDashboardResponse } from '@pillars/shared/admin/schemas';
import {
  AwardIcon,
  BuildingIcon,
  CalendarDaysIcon,
  CreditCardIcon,
  DownloadCloudIcon,
  FileTextIcon,
  HistoryIcon,
  LayersIcon,
  ListChecksIcon,
  type LucideIcon,
  MegaphoneIcon,
  MessageCircleQuestionIcon,
  PhoneIncomingIcon,
  SparklesIcon,
  TicketIcon,
  TrophyIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useAdminDashboard } from '../api/get-admin-dashboard';

/** Every tool of spec 02 section 1, in its order, then the audit trail (issue 22), plans and coupons (issue 58). */
const tools: Array<{ title: string; description: string; to: string; icon: LucideIcon }> = [
  {
    title: 'Organizations',
    description: 'Agencies, free access and deletion.',
    to: paths.adminOrganizations,
    icon: BuildingIcon,
  },
  { title: 'Team', description: 'Agents and team members.', to: paths.adminTeam, icon: UsersIcon },
  {
    title: 'Pillars',
    description: 'Pillars, key elements and lessons.',
    to: paths.adminPillars,
    icon: LayersIcon,
  },
  {
    title: 'Quizzes',
    description: 'Attempts, pass rates and the hardest questions.',
    to: paths.adminQuizzes,
    icon: ListChecksIcon,
  },
  {
    title: 'Articles',
    description: 'Articles, documents and videos.',
    to: paths.adminArticles,
    icon: FileTextIcon,
  },
  {
    title: 'Certificates',
    description: 'Issued certificates, revoke and restore, per pillar.',
    to: paths.adminCertificates,
    icon: AwardIcon,
  },
  {
    title: 'Bubble Import',
    description: 'Import articles from Bubble.io.',
    to: paths.adminBubbleImport,
    icon: DownloadCloudIcon,
  },
  {
    title: 'Article Magic',
    description: 'Enhance articles with AI.',
    to: paths.adminArticleMagic,
    icon: SparklesIcon,
  },
  {
    title: 'Ask the Library',
    description: 'Index status, tokens and unanswered questions.',
    to: paths.adminAsk,
    icon: MessageCircleQuestionIcon,
  },
  {
    title: 'Events',
    description: 'Events and registrations.',
    to: paths.adminEvents,
    icon: CalendarDaysIcon,
  },
  {
    title: 'Scheduled Calls',
    description: 'One-on-one client calls.',
    to: paths.adminCalls,
    icon: PhoneIncomingIcon,
  },
  {
    title: 'Audit Trail',
    description: 'Who changed what, and when.',
    to: paths.adminAudit,
    icon: HistoryIcon,
  },
  {
    title: 'Engagement',
    description: 'Points per action and levels.',
    to: paths.adminEngagement,
    icon: TrophyIcon,
  },
  {
    title: 'Plans',
    description: 'Prices, seats and free trials.',
    to: paths.adminPlans,
    icon: CreditCardIcon,
  },
  {
    title: 'Announcements',
    description: 'Tell members something: a banner, the bell, an e-mail.',
    to: paths.adminAnnouncements,
    icon: MegaphoneIcon,
  },
  {
    title: 'Coupons',
    description: 'Codes for checkout, and their redemptions.',
    to: paths.adminCoupons,
    icon: TicketIcon,
  },
];

const countKeys = Object.keys(dashboardCountLabels) as Array<keyof AdminDashboardResponse['counts']>;

/** /admin (superadmin): the live counts in one request, and a link to every admin tool. */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <>
      <PageHeader title={adminMessages.title} description={adminMessages.subtitle} />
      <section aria-labelledby="admin-counts" className="mb-8">
        <h2 id="admin-counts" className="sr-only">
          At a glance
        </h2>
        <QueryState
          query={dashboard}
          errorTitle={adminMessages.loadFailed}
          skeleton={
            <SkeletonGroup label="Loading counts..." className="grid grid-cols-2 gap-3 lg:grid-cols-6">
              {countKeys.map((key) => (
                <Skeleton key={key} className="h-20 rounded-card" />
              ))}
            </SkeletonGroup>
          }
        >
          {({ counts }) => (
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6">
              {countKeys.map((key) => (
                <div key={key} className="rounded-card border border-slate-200 bg-white p-4 shadow-sm">
                  <dt className="text-xs font-medium text-slate-600">{dashboardCountLabels[key]}</dt>
                  <dd className="mt-1 text-2xl font-bold text-slate-900">
                    {counts[key].toLocaleString('en-US')}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="admin-tools">
        <h2 id="admin-tools" className="mb-3 text-lg font-semibold text-slate-900">
          Tools
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map(({ title, description, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className={cn(
                  'flex h-full items-start gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50',
                  focusRing,
                )}
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-600">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
