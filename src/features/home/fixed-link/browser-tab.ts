/**
 * A new tab for a link that is not known yet. Browsers let a page open a tab only while a press is
 * being handled, and the fixed links come from the server a moment later: the tab opens empty at the
 * press and is sent to the link when it arrives (or closed when none comes). The empty tab is
 * cut off from this page (`opener` cleared), as `noopener` would.
 */
export interface PendingTab {
  prepare: () => void;
  open: (url: string) => void;
  discard: () => void;
}

export const createPendingTab = (): PendingTab => {
  let tab: Window | null = null;
  return {
    prepare() {
      tab = window.open('about:blank', '_blank');
      if (tab) tab.opener = null;
    },
    open(url) {
      const href = new URL(url, window.location.href).href;
      if (tab && !tab.closed) tab.location.replace(href);
      else window.open(href, '_blank', 'noopener');
      tab = null;
    },
    discard() {
      tab?.close();
      tab = null;
    },
  };
};
