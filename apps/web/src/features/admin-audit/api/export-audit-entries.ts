import { auditEndpoints } from '@pillars/shared/audit/endpoints';
import { auditMessages } from '@pillars/shared/audit/messages';
import { endpointUrl } from '@pillars/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { AuditPageFilters } from './get-audit-entries';

/** The name the server gives the file, else a fallback. */
function fileNameFrom(contentDisposition: string | null): string {
  return /filename="([^"]+)"/i.exec(contentDisposition ?? '')?.[1] ?? 'audit-trail.csv';
}

/**
 * Export CSV: the server's file for the same filters (its quoting, formula guard and BOM),
 * handed to the browser as a download under the server's file name.
 */
export async function downloadAuditCsv(filters: Omit<AuditPageFilters, 'page'>): Promise<string> {
  const response = await fetch(endpointUrl(auditEndpoints.exportAuditEntries, undefined, { ...filters }), {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw new ApiError({ status: response.status, code: 'UNKNOWN', message: auditMessages.exportFailed });
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

export function useExportAuditEntries() {
  return useMutation({
    mutationFn: downloadAuditCsv,
    onError: () => toast.error(auditMessages.exportFailed),
  });
}
