import { analyticsEndpoints } from '@pillars/shared/analytics/endpoints';
import type { SortDirection, TeamSortKey } from '@pillars/shared/analytics/messages';
import { analyticsMessages } from '@pillars/shared/analytics/messages';
import { endpointUrl } from '@pillars/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface TeamExportChoice {
  organizationId: string | null;
  pillarId?: string;
  member?: string;
  sort: TeamSortKey;
  direction: SortDirection;
}

/** The name the server gives the file, else a fallback. */
function fileNameFrom(contentDisposition: string | null): string {
  return /filename="([^"]+)"/i.exec(contentDisposition ?? '')?.[1] ?? 'team-analytics.csv';
}

/**
 * Export CSV: the server's file of the table as shown (the same filters and order, its
 * quoting, formula guard and BOM), handed to the browser as a download under its name.
 */
export async function downloadTeamCsv({ organizationId, ...choice }: TeamExportChoice): Promise<string> {
  const query = { ...choice, ...(organizationId ? { organizationId } : {}) };
  const response = await fetch(endpointUrl(analyticsEndpoints.exportTeamAnalytics, undefined, query), {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw new ApiError({ status: response.status, code: 'UNKNOWN', message: analyticsMessages.exportFailed });
  }
  const fileName = fileNameFrom(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useExportTeamAnalytics() {
  return useMutation({
    mutationFn: downloadTeamCsv,
    onSuccess: () => toast.success(analyticsMessages.exported),
    onError: () => toast.error(analyticsMessages.exportFailed),
  });
}
