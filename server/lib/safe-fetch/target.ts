/**
 * Turns one hop's URL into a checked target: parsed with the WHATWG parser (which normalises numeric
 * hosts in every notation, e.g. `2130706433`, `0177.0.0.1`, `0x7f000001`, `127.1` → `127.0.0.1`),
 * resolved once, and refused unless every resolved address is public. The request then connects to
 * the address returned here, so a second DNS answer can never redirect it (no DNS rebinding).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { refuseAddress, refuseHostname, type AddressPolicy } from './address-policy';
import { FetchFailedError, InvalidUrlError, UnsafeAddressError } from './errors';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address DNS gives for it. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export interface CheckedTarget {
  url: URL;
  /** The host name without IPv6 brackets. */
  hostname: string;
  /** The address the request must connect to. */
  address: ResolvedAddress;
}

export const systemResolveHost: ResolveHost = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Parses and vets a URL before any DNS query: scheme, credentials, reserved names. */
export function parseTarget(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new InvalidUrlError(`"${String(input)}" is not a valid web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidUrlError('Only http:// and https:// addresses can be checked.');
  }
  if (url.username || url.password) {
    throw new InvalidUrlError('Addresses with a user name or password cannot be checked.');
  }
  if (!url.hostname) throw new InvalidUrlError('The address has no host name.');
  return url;
}

/** Resolves the URL's host and checks every address; the first one is the one to connect to. */
export async function checkTarget(
  url: URL,
  policy: AddressPolicy,
  resolveHost: ResolveHost,
): Promise<CheckedTarget> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(hostname);
  if (!literal) {
    const nameReason = refuseHostname(hostname);
    if (nameReason) throw new UnsafeAddressError(url.hostname, nameReason);
  }

  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolveHost(hostname);
    } catch (error) {
      throw new FetchFailedError('dns_failed', `The host name ${hostname} could not be found.`, {
        cause: error,
      });
    }
  }
  if (addresses.length === 0) {
    throw new FetchFailedError('dns_failed', `The host name ${hostname} could not be found.`);
  }

  // Refuse if ANY answer is unsafe: picking a safe one would still let an attacker mix answers.
  for (const candidate of addresses) {
    const reason = refuseAddress(candidate.address, policy);
    if (reason) throw new UnsafeAddressError(url.hostname, reason);
  }
  return { url, hostname, address: addresses[0] as ResolvedAddress };
}
