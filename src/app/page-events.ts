import type { PackageId } from '@contract/catalogue';

/**
 * The page-wide events (spec part 2 §2): any part of the page can open a portal or a flow
 * without importing it. Each event's detail is typed here; `undefined` means no detail.
 */
export interface PageEventMap {
  openCustomerPortal: undefined;
  openAdminPortal: undefined;
  openPackageSelection: undefined;
  /** Opens onboarding with a package already chosen; the price is in whole dollars. */
  openQuickOnboarding: { packageType: PackageId; packagePrice: number };
  openCustomerLogin: undefined;
  /** Closes the customer portal: a flow that asked for the login takes its place on screen. */
  closeCustomerPortal: undefined;
  /** Fired 30 s after the guided tour finishes; the sales popups listen for it. */
  tourCompleted: undefined;
}

export type PageEventName = keyof PageEventMap;

/** Events without detail take no second argument; the others require it. */
type DetailArgs<K extends PageEventName> = PageEventMap[K] extends undefined ? [] : [detail: PageEventMap[K]];

export const dispatchPageEvent = <K extends PageEventName>(name: K, ...args: DetailArgs<K>): void => {
  window.dispatchEvent(new CustomEvent(name, { detail: args[0] }));
};

/** Listens for one page event; returns the function that stops listening. */
export const onPageEvent = <K extends PageEventName>(
  name: K,
  handler: (detail: PageEventMap[K]) => void,
): (() => void) => {
  const listener = (event: Event) => handler((event as CustomEvent<PageEventMap[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
};

declare global {
  interface Window {
    /** Opens the project form (package selection); kept global for inline calls and old links. */
    openForm?: () => void;
  }
}

/** Installs `window.openForm`; returns the function that removes it again. */
export const installOpenForm = (): (() => void) => {
  const openForm = () => dispatchPageEvent('openPackageSelection');
  window.openForm = openForm;
  return () => {
    if (window.openForm === openForm) delete window.openForm;
  };
};
