import { endpointUrl } from '@pillars/shared/contract';
import { adminEventEndpoints } from '@pillars/shared/events/admin-endpoints';
import { adminEventMessages } from '@pillars/shared/events/admin-messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The name the server gives the file: filename* (UTF-8) first, else the ASCII filename. */
export function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(contentDisposition)?.[1] ?? fallback;
}

/**
 * Export CSV: fetches the server's file (the BOM and quoting are the server's) and hands it
 * to the browser as a download under the server's file name. A refusal is a toast.
 */
export async function downloadRegistrationsCsv(eventId: string): Promise<string> {
  const response = await fetch(endpointUrl(adminEventEndpoints.exportEventRegistrations, { eventId }), {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: 'UNKNOWN',
      message: adminEventMessages.exportFailed,
    });
  }
  const fileName = fileNameFrom(response.headers.get('content-disposition'), 'registrations.csv');
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

export function useExportRegistrations(eventId: string) {
  return useMutation({
    mutationFn: () => downloadRegistrationsCsv(eventId),
    onError: () => toast.error(adminEventMessages.exportFailed),
  });
}
