/**
 * Where the browser goes after a checkout (decision 13). Paths are stored on the payment; the
 * Stripe adapter gets them as absolute URLs on the site's public origin.
 */

/** The customer portal, where admin payment links and portal purchases return. */
export const PORTAL_PATH = '/#customer-portal';

/** `/payment-success?package=…&amount=…` with the amount in dollars, as the page reads it. */
export function paymentSuccessPath(packageLabel: string, amountCents: number): string {
  const amount = amountCents % 100 === 0 ? String(amountCents / 100) : (amountCents / 100).toFixed(2);
  return `/payment-success?${new URLSearchParams({ package: packageLabel, amount }).toString()}`;
}

/**
 * Adds Stripe's `{CHECKOUT_SESSION_ID}` template to a return path, before any #fragment, so the
 * page can ask the server to confirm the session. The braces must stay unencoded for Stripe.
 */
export function withSessionIdTemplate(path: string): string {
  const hash = path.indexOf('#');
  const [beforeHash, fragment] = hash < 0 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}session_id={CHECKOUT_SESSION_ID}${fragment}`;
}

/**
 * A same-site path from a value the browser sent (a Referer or a return parameter), or `fallback`.
 * Never an outside address: an open redirect would let anyone use our checkout to bounce visitors.
 */
export function safeLocalPath(value: string | undefined, publicOrigin: string, fallback: string): string {
  if (!value) return fallback;
  try {
    const origin = new URL(publicOrigin).origin;
    const url = new URL(value, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The absolute form of a site path, for providers that need full URLs. */
export const absoluteUrl = (publicOrigin: string, path: string) =>
  `${publicOrigin.replace(/\/+$/, '')}${path}`;
