/**
 * What lives as long as the page: the portal session's actor system is started once per page
 * load. In the browser a new page is a new load; the tests start each test as a new page
 * (src/testing/setup-dom.ts), which ends what the former test's page had started.
 */
const endings = new Set<() => void>();

/** `end` runs when the page ends (tests only: a browser page ends by unloading). */
export const onPageEnd = (end: () => void): void => {
  endings.add(end);
};

/** A new page begins: whatever the former one started ends. */
export const endPage = (): void => endings.forEach((end) => end());
