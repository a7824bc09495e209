/**
 * Where a browser session came from (decision 25): its id, the page it landed on and when, the
 * referrer and the UTM parameters of that first address, captured once per browser session in
 * session storage (SESSION_KEYS) and never overwritten by later pages of the same session. Light
 * on purpose: the shell captures it on the first page, before any feature code has loaded.
 */
import { sessionStore } from '@src/lib/storage';
import { SESSION_KEYS } from '@src/lib/storage-keys';

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmData = Partial<Record<UtmField, string>>;

/** The spec's referrer of a visit that came from no other site. */
export const DIRECT_REFERRER = 'direct';

export interface SessionAttribution {
  sessionId: string;
  /** The path the session landed on; its query is left out (it may carry an email or a claim signature). */
  landingPage: string;
  /** ISO 8601. */
  landingTimestamp: string;
  /** The referring site's address, or 'direct'. */
  referrer: string;
  utm: UtmData;
}

/** What the browser knows of the page a session lands on. */
export interface LandingVisit {
  pathname: string;
  search: string;
  /** `document.referrer`: empty when there was none. */
  referrer: string;
  /** This site's origin: a referrer from the site itself is no source. */
  origin: string;
  now: Date;
}

/** The UTM parameters of a query string, trimmed; empty ones left out. */
export const utmFromSearch = (search: string): UtmData => {
  const params = new URLSearchParams(search);
  const utm: UtmData = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) utm[field] = value;
  }
  return utm;
};

/** The referrer as the tracking record states it: another site's address, else 'direct'. */
export const referrerOf = (referrer: string, origin: string): string => {
  if (!referrer) return DIRECT_REFERRER;
  try {
    return new URL(referrer).origin === origin ? DIRECT_REFERRER : referrer;
  } catch {
    return DIRECT_REFERRER;
  }
};

const SESSION_ID_BYTES = 16;

/**
 * A random session id (128 bits, hex). `crypto.getRandomValues` rather than `randomUUID`: the
 * latter exists only on secure origins, and a site reached over plain HTTP still needs an id.
 */
export const newSessionId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(SESSION_ID_BYTES)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

const parseUtm = (raw: string | null): UtmData => {
  try {
    const parsed = JSON.parse(raw ?? '{}') as Record<string, unknown> | null;
    const utm: UtmData = {};
    for (const field of UTM_FIELDS) {
      const value = parsed?.[field];
      if (typeof value === 'string' && value.trim()) utm[field] = value.trim();
    }
    return utm;
  } catch {
    return {};
  }
};

/**
 * When session storage cannot keep the attribution (blocked, private mode), the page keeps it in
 * memory: the session is then this page's life, which is still one session.
 */
let inMemory: SessionAttribution | null = null;

/** The attribution of this browser session, if it was captured. */
export const readSessionAttribution = (): SessionAttribution | null => {
  const sessionId = sessionStore.get(SESSION_KEYS.sessionId);
  if (!sessionId) return inMemory;
  return {
    sessionId,
    landingPage: sessionStore.get(SESSION_KEYS.landingPage) ?? '/',
    landingTimestamp: sessionStore.get(SESSION_KEYS.landingTimestamp) ?? new Date(0).toISOString(),
    referrer: sessionStore.get(SESSION_KEYS.referrer) ?? DIRECT_REFERRER,
    utm: parseUtm(sessionStore.get(SESSION_KEYS.utmData)),
  };
};

/**
 * Captures the session's attribution from the page it lands on, once: a session that has one keeps
 * it (a later page with other UTM parameters does not rewrite where the visitor came from).
 */
export const captureSessionAttribution = (visit: LandingVisit): SessionAttribution => {
  const existing = readSessionAttribution();
  if (existing) return existing;
  const attribution: SessionAttribution = {
    sessionId: newSessionId(),
    landingPage: visit.pathname || '/',
    landingTimestamp: visit.now.toISOString(),
    referrer: referrerOf(visit.referrer, visit.origin),
    utm: utmFromSearch(visit.search),
  };
  inMemory = attribution;
  sessionStore.set(SESSION_KEYS.sessionId, attribution.sessionId);
  sessionStore.set(SESSION_KEYS.landingPage, attribution.landingPage);
  sessionStore.set(SESSION_KEYS.landingTimestamp, attribution.landingTimestamp);
  sessionStore.set(SESSION_KEYS.referrer, attribution.referrer);
  sessionStore.set(SESSION_KEYS.utmData, JSON.stringify(attribution.utm));
  return attribution;
};

/** Forgets the in-memory copy (tests start each case as a new session). */
export const resetSessionAttributionForTests = (): void => {
  inMemory = null;
};
