/**
 * Sharing a post (spec part 2 §2, /blog/{slug}): the device's share sheet where there is one, else
 * the link copied to the clipboard. A share the visitor cancels is not a failure.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses (a test hands in its own). */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export async function shareLink(
  target: ShareTarget,
  data: { title: string; url: string },
): Promise<ShareOutcome> {
  if (target.share) {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      // A DOMException, which is not an Error in every environment.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
      // A share sheet that refuses (no permission, nothing to share to): fall back to copying.
    }
  }
  try {
    if (!target.clipboard) return 'failed';
    await target.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
