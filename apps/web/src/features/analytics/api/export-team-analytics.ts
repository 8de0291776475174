import { analyticsEndpoints } from '@pillars/shared/analytics/endpoints';
import type { SortDirection, TeamSortKey } from '@pillars/shared/analytics/messages';
import { analyticsMessages } from '@pillars/shared/analytics/messages';
import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface TeamExportChoice {
  organizationId: string | null;
  pillarId?: string;
  member?: string;
  sort: TeamSortKey;
  direction: SortDirection;
}

/**
 * Export CSV: the server's file of the table as shown (the same filters and order, its
 * quoting, formula guard and BOM), handed to the browser as a download under its name.
 */
export async function downloadTeamCsv({ organizationId, ...choice }: TeamExportChoice): Promise<string> {
  const query = { ...choice, ...(organizationId ? { organizationId } : {}) };
  return downloadEndpoint(analyticsEndpoints.exportTeamAnalytics, 'team-analytics.csv', { query });
}

export function useExportTeamAnalytics() {
  return useMutation({
    mutationFn: downloadTeamCsv,
    onSuccess: () => toast.success(analyticsMessages.exported),
    onError: () => toast.error(analyticsMessages.exportFailed),
  });
}
