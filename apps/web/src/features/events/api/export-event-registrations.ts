import { adminEventEndpoints } from '@pillars/shared/events/admin-endpoints';
import { adminEventMessages } from '@pillars/shared/events/admin-messages';
import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * Export CSV: fetches the server's file (the BOM and quoting are the server's) and hands it
 * to the browser as a download under the server's file name. A refusal is a toast.
 */
export async function downloadRegistrationsCsv(eventId: string): Promise<string> {
  return downloadEndpoint(adminEventEndpoints.exportEventRegistrations, 'registrations.csv', {
    params: { eventId },
  });
}

export function useExportRegistrations(eventId: string) {
  return useMutation({
    mutationFn: () => downloadRegistrationsCsv(eventId),
    onError: () => toast.error(adminEventMessages.exportFailed),
  });
}
