import type { LocalKey, SessionKey } from './storage-keys';

/**
 * The only code that touches Web Storage. Every access is guarded: storage can be missing
 * (server rendering, tests) or throw (Safari private mode, quota, blocked cookies), and a
 * preference that cannot be saved must never break the page.
 */

type Area = 'local' | 'session';

const areaOf = (area: Area): Storage | null => {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
};

const read = (area: Area, key: string): string | null => {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const write = (area: Area, key: string, value: string | null): void => {
  try {
    const storage = areaOf(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still holds the value for this visit.
  }
};

export const localStore = {
  get: (key: LocalKey): string | null => read('local', key),
  /** Stores the value, or removes the key when the value is null. */
  set: (key: LocalKey, value: string | null): void => write('local', key, value),
  remove: (key: LocalKey): void => write('local', key, null),
};

export const sessionStore = {
  get: (key: SessionKey): string | null => read('session', key),
  set: (key: SessionKey, value: string | null): void => write('session', key, value),
  remove: (key: SessionKey): void => write('session', key, null),
};

/**
 * A long-lived first-party cookie that the server reads (the language of the first byte). Written
 * only from explicit choices; a browser that refuses cookies keeps the choice in local storage.
 */
export const writeCookie = (name: string, value: string): void => {
  try {
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // No document (server rendering) or cookies blocked: the stored choice still applies here.
  }
};
