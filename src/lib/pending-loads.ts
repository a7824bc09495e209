/**
 * Code the page fetches in the background (a feature loaded when the page is idle or on a page
 * event). Component tests wait for it before their environment goes away: a chunk still loading
 * then would fail the run with "loaded after the environment was torn down".
 */
const pending = new Set<Promise<unknown>>();

/** Registers a background load and gives it back. */
export const trackLoad = <T>(load: Promise<T>): Promise<T> => {
  pending.add(load);
  const forget = () => pending.delete(load);
  load.then(forget, forget);
  return load;
};

/** Resolves once nothing is loading (loads started meanwhile included). */
export const settleLoads = async (): Promise<void> => {
  while (pending.size > 0) await Promise.allSettled([...pending]);
};
