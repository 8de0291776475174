import { analyticsMessages as messages } from '@pillars/shared/analytics/messages';
import { can } from '@pillars/shared/policies';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { OrganizationChooser } from '@/components/organization-chooser';
import { PageHeader } from '@/components/page-header';
import { cachedPolicyViewer } from '@/lib/viewer';
import { useTeamAnalytics } from '../api/get-team-analytics';
import { BusinessView } from '../components/business-view';
import { TeamView } from '../components/team-view';

/**
 * /analytics (issue 27): an agent reads their team's learning; a superadmin the business and,
 * for the organization they choose (kept in the URL), its team view as its agent sees it.
 * Team members and support read the refusal (the route's RequirePermission).
 */
export function AnalyticsPage() {
  // The session check's answer is cached (the route's RequirePermission rendered after it).
  const isBusinessViewer = can(cachedPolicyViewer(useQueryClient()), 'analytics.business');
  return isBusinessViewer ? <BusinessAnalyticsPage /> : <TeamAnalyticsPage />;
}

function TeamAnalyticsPage() {
  return (
    <>
      <PageHeader title={messages.title} description={messages.teamSubtitle} />
      <TeamView organizationId={null} />
    </>
  );
}

function BusinessAnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const organizationId = searchParams.get('organization');
  return (
    <>
      <PageHeader title={messages.title} description={messages.businessSubtitle} />
      <div className="flex flex-col gap-8">
        <BusinessView />
        <section aria-labelledby="team-view-heading" className="flex flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle id="team-view-heading">
                <ChosenTeamTitle organizationId={organizationId} />
              </CardTitle>
            </CardHeader>
            <CardContent>
              <OrganizationChooser
                chosenId={organizationId}
                messages={messages}
                onChoose={(organization) =>
                  setSearchParams(new URLSearchParams({ organization: organization.id }))
                }
              />
            </CardContent>
          </Card>
          {organizationId ? (
            <TeamView key={organizationId} organizationId={organizationId} />
          ) : (
            <p className="text-sm text-slate-600">{messages.chooseOrganization}</p>
          )}
        </section>
      </div>
    </>
  );
}

/** 'Team view: Northwind Creative' once the chosen organization's view has loaded (the same cached answer). */
function ChosenTeamTitle({ organizationId }: { organizationId: string | null }) {
  const team = useTeamAnalytics(organizationId, { enabled: organizationId !== null });
  return <>{team.data ? `Team view: ${team.data.organization.name}` : 'Team view'}</>;
}
