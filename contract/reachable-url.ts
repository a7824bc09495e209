/**
 * Whether a link leads somewhere. Names under the reserved top-level domains and the three example
 * domains (RFC 2606, RFC 6761) never resolve: the demo's client sites use them, and a page offers no
 * "Visit …" link to one (it says 'Private/Internal Project' instead).
 */
const RESERVED_TOP_LEVEL = new Set(['example', 'test', 'invalid', 'localhost']);
const RESERVED_DOMAINS = new Set(['example.com', 'example.net', 'example.org']);

export function leadsSomewhere(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  const labels = host.split('.');
  if (RESERVED_TOP_LEVEL.has(labels.at(-1) ?? '')) return false;
  return !RESERVED_DOMAINS.has(labels.slice(-2).join('.'));
}
