import { announcementMessages } from '@pillars/shared/announcements/messages';
import { useLocation } from 'react-router';
import { Button } from '@/components/button';
import { serverMessageOr } from '@/lib/api-client';
import { useUnsubscribe } from '../api/announcements';

/**
 * /announcements/unsubscribe#token=... (issue 60): the announcement e-mail's footer link. No
 * sign-in: the link is the key. A button, not a visit, unsubscribes (a mail scanner that
 * opens links must not turn it off); the header's one-click POST needs no page.
 */
export function UnsubscribePage() {
  // In the fragment, as the reset and invitation links: never sent to a server but by the button.
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-card border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-2 text-xl font-semibold text-slate-900">Unsubscribe from announcements</h1>
        {unsubscribe.isSuccess ? (
          <p role="status" className="text-sm text-slate-700">
            {announcementMessages.unsubscribed} Your other e-mails stay as they are.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700">
              Stop getting announcements from the Pillars team by e-mail. Other e-mails (replies, reminders)
              stay as they are.
            </p>
            {unsubscribe.isError ? (
              <p role="alert" className="mb-4 text-sm text-red-700">
                {serverMessageOr(unsubscribe.error, announcementMessages.unsubscribeInvalid)}
              </p>
            ) : null}
            <Button
              disabled={unsubscribe.isPending || token.length < 20}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
