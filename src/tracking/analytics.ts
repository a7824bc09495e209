/**
 * The one analytics adapter (decision 24): page views on route change and `phone_call_initiated`
 * events, in Google's gtag command format. Commands always go to the page's `dataLayer` queue (the
 * convention gtag.js and Tag Manager read); only when a measurement id is configured does the
 * adapter load gtag.js, which then sends them. Browser-only: called from effects and handlers.
 */
import { analyticsConfig, GTAG_SCRIPT_URL } from './analytics-config';
import { UTM_FIELDS } from './session-attribution';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Where on the site a phone link sits: the spec's labels, then the other pages' own. */
export type PhoneCallLabel =
  | 'hero_cta'
  | 'taun_consultation'
  | 'floating_button'
  | 'contact_cta'
  | 'footer'
  | 'portal_buy'
  | 'package_selection'
  | 'blog_cta'
  | 'landing_call'
  | 'landing_repair'
  | 'domains_help'
  | 'payment_success';

/** The spec's category for the repair line; the sales and support line has its own. */
export type PhoneCallCategory = 'computer_repair' | 'customer_support';

export interface PhoneCallEvent {
  name: 'phone_call_initiated';
  category: PhoneCallCategory;
  label: PhoneCallLabel;
}

export interface PageView {
  pathname: string;
  search: string;
}

/**
 * Queues one gtag command. gtag.js reads `arguments` objects from the queue, not arrays, so the
 * command is pushed as its function's arguments, exactly as Google's snippet does.
 */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js only reads Arguments objects
  window.dataLayer.push(arguments);
}

let started = false;

/** Loads gtag.js once, when configured; the queue is its input either way. */
const start = (): void => {
  if (started) return;
  started = true;
  const id = analyticsConfig.gaMeasurementId;
  if (!id) return;
  gtag('js', new Date());
  // Page views are sent on route change below, not by gtag.js on load.
  gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
};

/**
 * The address a page view reports: this page without its query, except the UTM parameters. A
 * query may carry an email or a claim signature (/claim-credit?email=…&sig=…), which never leaves
 * the site.
 */
export const reportedLocation = ({ pathname, search }: PageView, origin: string): string => {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams(
    UTM_FIELDS.flatMap((field) => {
      const value = params.get(field);
      return value === null ? [] : [[field, value] as [string, string]];
    }),
  ).toString();
  return `${origin}${pathname}${kept ? `?${kept}` : ''}`;
};

let lastPage: string | null = null;

/** Reports a page view; the same address twice in a row (a re-render, Strict Mode) counts once. */
export const reportPageView = (view: PageView): void => {
  const location = reportedLocation(view, window.location.origin);
  if (location === lastPage) return;
  lastPage = location;
  start();
  gtag('event', 'page_view', { page_location: location, page_path: view.pathname });
};

/** A press on a phone link (spec part 2 §7). */
export const reportPhoneCall = (label: PhoneCallLabel, category: PhoneCallCategory): void => {
  start();
  const event: PhoneCallEvent = { name: 'phone_call_initiated', category, label };
  gtag('event', event.name, { event_category: event.category, event_label: event.label });
};

/** The gtag commands queued so far, as arrays (tests and the e2e journeys read them). */
export const queuedCommands = (): unknown[][] =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

/** Starts over: no page reported yet (tests). */
export const resetAnalyticsForTests = (): void => {
  lastPage = null;
  started = false;
  window.dataLayer = [];
};
