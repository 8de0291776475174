/**
 * Share an article: the system share sheet (Web Share API) where the browser has one, else
 * the link copied to the clipboard (the page then shows 'Link copied to clipboard!').
 * 'cancelled' when the member closed the share sheet: nothing to tell them.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export async function shareLink(
  data: { title: string; url: string },
  browser: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  const shareData: ShareData = { title: data.title, url: data.url };
  if (browser.share && (browser.canShare?.(shareData) ?? true)) {
    try {
      await browser.share(shareData);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Share refused for another reason (no user activation, policy): fall back to copying.
    }
  }
  if (!browser.clipboard) throw new Error('Neither sharing nor the clipboard is available.');
  await browser.clipboard.writeText(data.url);
  return 'copied';
}
