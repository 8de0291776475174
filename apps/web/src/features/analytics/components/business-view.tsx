import { analyticsMessages as messages } from '@pillars/shared/analytics/messages';
import type { BusinessAnalyticsResponse } from '@pillars/shared/analytics/schemas';
import { useMemo } from 'react';
import { Card, CardContent } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { formatPriceCents } from '@/lib/format';
import { useBusinessAnalytics } from '../api/get-business-analytics';
import { WeeklyChart } from './weekly-chart';

const statSkeletons = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** '45 min', '2 h 5 min', or 'No replies yet'. */
function formatMinutes(minutes: number | null): string {
  if (minutes === null) return 'No replies yet';
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The business at a glance (superadmins): one request, the numbers, and the weeks as a chart and a table. */
export function BusinessView() {
  const business = useBusinessAnalytics();
  return (
    <QueryState
      query={business}
      errorTitle={messages.loadFailed}
      skeleton={
        <SkeletonGroup label="Loading the business view" className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {statSkeletons.map((key) => (
              <Skeleton key={key} className="h-20" />
            ))}
          </div>
          <Skeleton className="h-64 w-full" />
        </SkeletonGroup>
      }
    >
      {(data) => <BusinessContent data={data} />}
    </QueryState>
  );
}

function BusinessContent({ data }: { data: BusinessAnalyticsResponse }) {
  const weeks = useMemo(() => data.weeks.map((week) => week.weekStart), [data.weeks]);
  const series = useMemo(
    () => [
      { label: 'Sign-ups', values: data.weeks.map((week) => week.signUps), color: '#0f766e' },
      {
        label: 'Lessons completed',
        values: data.weeks.map((week) => week.lessonCompletions),
        color: '#4f46e5',
      },
      {
        label: 'Event registrations',
        values: data.weeks.map((week) => week.eventRegistrations),
        color: '#c2410c',
      },
    ],
    [data.weeks],
  );
  const stats: Array<{ label: string; value: string }> = [
    { label: 'Organizations', value: String(data.organizations) },
    { label: 'Monthly recurring revenue', value: formatPriceCents(data.monthlyRecurringRevenueCents) },
    { label: 'Active subscriptions', value: String(data.subscriptions.active) },
    { label: 'Canceled subscriptions', value: String(data.subscriptions.canceled) },
    { label: 'Trialing · past due', value: `${data.subscriptions.trialing} · ${data.subscriptions.pastDue}` },
    { label: 'Upcoming event registrations', value: String(data.upcomingEventRegistrations) },
    { label: 'Open tickets', value: String(data.openTickets) },
    { label: 'Median first reply', value: formatMinutes(data.medianFirstReplyMinutes) },
    { label: 'Trials started · converted', value: `${data.trials.started} · ${data.trials.converted}` },
    { label: 'Coupons redeemed', value: String(data.couponsRedeemed) },
  ];
  return (
    <section aria-labelledby="business-heading" className="flex flex-col gap-4">
      <h2 id="business-heading" className="text-lg font-semibold text-slate-900">
        The business
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((stat) => (
          <Card key={stat.label} className="flex flex-col-reverse gap-1 p-4">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">{stat.label}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">{stat.value}</dd>
          </Card>
        ))}
      </dl>
      <Card>
        <CardContent className="overflow-x-auto pt-5 sm:pt-6">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">Revenue per plan</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-4 font-medium">
                  Plan
                </th>
                <th scope="col" className="py-1.5 pr-4 text-right font-medium">
                  Paying agencies
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Per month
                </th>
              </tr>
            </thead>
            <tbody>
              {data.revenueByPlan.map((plan) => (
                <tr key={plan.planId} className="border-t border-slate-100">
                  <th scope="row" className="py-1.5 pr-4 font-medium text-slate-900">
                    {plan.planName}
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{plan.payingSubscriptions}</td>
                  <td className="py-1.5 text-right tabular-nums">
                    {formatPriceCents(plan.monthlyRecurringRevenueCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <WeeklyChart
            title="Sign-ups, lessons completed and event registrations per week"
            weeks={weeks}
            series={series}
          />
        </CardContent>
      </Card>
      <p className="text-xs text-slate-500">
        Monthly recurring revenue counts active and past-due subscriptions at their plan's price (an annual
        price over twelve months). The median first reply covers tickets opened in these twelve weeks. Weeks
        start on Monday (UTC).
      </p>
    </section>
  );
}
