/**
 * Which hosts and IP addresses the server may contact on a visitor's behalf (SSRF defence, decision 20).
 *
 * Only globally routable unicast addresses pass. ipaddr.js classifies the address (`range()`), and
 * explicit CIDR lists repeat the ranges that matter most, so a change in the library's tables cannot
 * silently open a hole. IPv6 forms that carry an IPv4 address (NAT64, 6to4, Teredo) pass only when
 * every embedded IPv4 address passes; IPv4-mapped and IPv4-compatible forms never pass, because no
 * public site is published under them and they are a classic filter bypass.
 */
import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** Test configuration only: lets 127.0.0.0/8 and ::1 through so tests can run local fixture sites. */
  allowLoopback?: boolean;
}

/** Ranges refused even if ipaddr.js ever classified them as unicast. */
const BLOCKED_V4_CIDRS = [
  '0.0.0.0/8', // "this network", unspecified
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, cloud metadata 169.254.169.254
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation TEST-NET-1
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation TEST-NET-2
  '203.0.113.0/24', // documentation TEST-NET-3
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));

const BLOCKED_V6_CIDRS = [
  '::/96', // unspecified, loopback, IPv4-compatible
  '::ffff:0:0/96', // IPv4-mapped
  '::ffff:0:0:0/96', // IPv4-translated (RFC 6145)
  '64:ff9b:1::/48', // local-use NAT64
  '100::/64', // discard
  '2001:db8::/32', // documentation
  '2001:2::/48', // benchmarking
  '3fff::/20', // documentation
  'fc00::/7', // unique local, incl. AWS metadata fd00:ec2::254
  'fe80::/10', // link-local
  'fec0::/10', // deprecated site-local
  'ff00::/8', // multicast
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

const LOOPBACK_V4 = ipaddr.IPv4.parseCIDR('127.0.0.0/8');
const LOOPBACK_V6 = ipaddr.IPv6.parse('::1');

/**
 * Names that are never public: cloud metadata services, loopback names and suffixes reserved for
 * local networks. DNS would usually resolve them to a refused address anyway; refusing the name
 * first keeps the answer independent of the resolver.
 */
const BLOCKED_HOSTNAMES = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);
const BLOCKED_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa'];

/** Why a hostname (before DNS) is refused, or null when it may be resolved. */
export function refuseHostname(hostname: string): string | null {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (BLOCKED_HOSTNAMES.has(name)) return `reserved host name ${name}`;
  const suffix = BLOCKED_SUFFIXES.find((s) => name.endsWith(s));
  return suffix ? `reserved domain suffix ${suffix}` : null;
}

/** Why an IP address is refused, or null when the server may connect to it. */
export function refuseAddress(address: string, policy: AddressPolicy = {}): string | null {
  if (!ipaddr.isValid(address)) return `not an IP address: ${address}`;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4'
    ? refuseV4(parsed as ipaddr.IPv4, policy)
    : refuseV6(parsed as ipaddr.IPv6, policy);
}

function refuseV4(ip: ipaddr.IPv4, policy: AddressPolicy): string | null {
  if (policy.allowLoopback && ip.match(LOOPBACK_V4)) return null;
  const range = ip.range();
  if (range !== 'unicast') return `${ip.toString()} is in the ${range} range`;
  const blocked = BLOCKED_V4_CIDRS.find((cidr) => ip.match(cidr));
  return blocked ? `${ip.toString()} is in ${blocked[0].toString()}/${blocked[1]}` : null;
}

function refuseV6(ip: ipaddr.IPv6, policy: AddressPolicy): string | null {
  const text = ip.toNormalizedString();
  if (policy.allowLoopback && ip.match(LOOPBACK_V6, 128)) return null;
  const blocked = BLOCKED_V6_CIDRS.find((cidr) => ip.match(cidr));
  if (blocked) return `${text} is in ${blocked[0].toString()}/${blocked[1]}`;

  const embedded = embeddedV4(ip);
  if (embedded.length > 0) {
    // Transition addresses reach an IPv4 host: judge that host, never loopback (policy is not passed on).
    for (const v4 of embedded) {
      const reason = refuseV4(v4, {});
      if (reason) return `${text} embeds ${reason}`;
    }
    return null;
  }
  const range = ip.range();
  return range === 'unicast' ? null : `${text} is in the ${range} range`;
}

/** IPv4 addresses carried by NAT64 (64:ff9b::/96), 6to4 (2002::/16) and Teredo (2001::/32). */
function embeddedV4(ip: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = ip.parts as [number, number, number, number, number, number, number, number];
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) {
    return [v4(p[6], p[7])];
  }
  if (p[0] === 0x2002) return [v4(p[1], p[2])];
  if (p[0] === 0x2001 && p[1] === 0) {
    // Teredo: server address in clear, client address bit-inverted in the last 32 bits.
    return [v4(p[2], p[3]), v4(~p[6] & 0xffff, ~p[7] & 0xffff)];
  }
  return [];
}
