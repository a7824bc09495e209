/**
 * The registry port (decision 21): can this fully qualified name still be registered?
 * `true` available, `false` taken, `null` the registry could not say; null is never shown or
 * treated as available.
 */
export interface Registry {
  availability(fqdn: string): Promise<boolean | null>;
}

/** Well-known names the embedded registry always reports as taken. */
export const TAKEN_NAMES: ReadonlySet<string> = new Set([
  'example.com',
  'example.net',
  'example.org',
  'google.com',
  'google.net',
  'google.org',
  'google.io',
  'google.co',
  'google.dev',
  'google.ai',
  'facebook.com',
  'amazon.com',
  'apple.com',
  'microsoft.com',
  'youtube.com',
  'twitter.com',
  'x.com',
  'instagram.com',
  'linkedin.com',
  'netflix.com',
  'wikipedia.org',
  'github.com',
  'github.io',
  'openai.com',
  'yahoo.com',
  'bing.com',
  'stripe.com',
  'shop.com',
  'web.dev',
  'vercel.app',
]);

export interface EmbeddedRegistryDeps {
  /** Names already ordered and paid here (store `domainOrders.isOrdered`). */
  isOrdered(fqdn: string): Promise<boolean>;
}

/**
 * The offline registry, the default: deterministic, so a machine without internet can search and
 * order. A name is taken when it is on the fixed list or was ordered here.
 */
export function createEmbeddedRegistry(deps: EmbeddedRegistryDeps): Registry {
  return {
    async availability(fqdn) {
      const name = fqdn.toLowerCase();
      if (TAKEN_NAMES.has(name)) return false;
      return !(await deps.isOrdered(name));
    },
  };
}
