import { auditEndpoints } from '@pillars/shared/audit/endpoints';
import { auditMessages } from '@pillars/shared/audit/messages';
import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { AuditPageFilters } from './get-audit-entries';

/**
 * Export CSV: the server's file for the same filters (its quoting, formula guard and BOM),
 * handed to the browser as a download under the server's file name.
 */
export async function downloadAuditCsv(filters: Omit<AuditPageFilters, 'page'>): Promise<string> {
  return downloadEndpoint(auditEndpoints.exportAuditEntries, 'audit-trail.csv', { query: { ...filters } });
}

export function useExportAuditEntries() {
  return useMutation({
    mutationFn: downloadAuditCsv,
    onError: () => toast.error(auditMessages.exportFailed),
  });
}
