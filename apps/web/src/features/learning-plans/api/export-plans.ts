import { planEndpoints } from '@pillars/shared/learning-plans/endpoints';
import type { ExportPlansQuery } from '@pillars/shared/learning-plans/schemas';
import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * Export CSV: the server's file of the assignments the page's filters keep, in its order
 * (every page), handed to the browser as a download, as Analytics exports its team table.
 */
export function downloadPlansCsv(query: ExportPlansQuery): Promise<string> {
  return downloadEndpoint(planEndpoints.exportPlans, 'learning-plans.csv', { query });
}

export function useExportPlans() {
  return useMutation({
    mutationFn: downloadPlansCsv,
    onSuccess: () => toast.success('The CSV file has been downloaded.'),
    onError: () => toast.error('Failed to export the learning plans. Please try again.'),
  });
}
