import { describe, expect, it, vi } from 'vitest';
import { refuseAddress } from './address-policy';
import { InvalidUrlError, UnsafeAddressError } from './errors';
import { checkTarget, parseTarget, type ResolvedAddress, type ResolveHost } from './target';

/** Fake DNS: the refusal must come from the check, never from a connection. */
const FAKE_DNS: Record<string, ResolvedAddress[]> = {
  'mixed.example': [
    { address: '93.184.216.34', family: 4 },
    { address: '10.0.0.5', family: 4 },
  ],
  'rebind.example': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'ula.example': [{ address: 'fd00::1', family: 6 }],
  'metadata.example': [{ address: '169.254.169.254', family: 4 }],
  'public.example': [{ address: '93.184.216.34', family: 4 }],
  'nat64.example': [{ address: '64:ff9b::808:808', family: 6 }],
};
const fakeResolve: ResolveHost = async (hostname) => {
  const answer = FAKE_DNS[hostname];
  if (!answer) throw new Error(`unexpected DNS query for ${hostname}`);
  return answer;
};

const check = async (url: string, allowLoopback = false) =>
  checkTarget(parseTarget(url), { allowLoopback }, fakeResolve);

describe('address policy: refused before any connection', () => {
  const refused: Array<[string, string]> = [
    ['loopback', 'http://127.0.0.1/'],
    ['loopback, short form', 'http://127.1/'],
    ['loopback, decimal', 'http://2130706433/'],
    ['loopback, octal', 'http://0177.0.0.1/'],
    ['loopback, hex', 'http://0x7f000001/'],
    ['loopback, dotted hex', 'http://0x7f.0.0.1/'],
    ['loopback, other port and path', 'https://127.0.0.53:8443/admin'],
    ['unspecified', 'http://0.0.0.0/'],
    ['unspecified, zero', 'http://0/'],
    ['private 10/8', 'http://10.0.0.1/'],
    ['private 172.16/12', 'http://172.16.5.4/'],
    ['private 172.16/12, top', 'http://172.31.255.255/'],
    ['private 192.168/16', 'http://192.168.1.1/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['link-local', 'http://169.254.1.1/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['Alibaba metadata (CGNAT)', 'http://100.100.100.200/'],
    ['multicast', 'http://224.0.0.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['reserved 240/4', 'http://240.0.0.1/'],
    ['benchmarking', 'http://198.18.0.1/'],
    ['documentation TEST-NET-1', 'http://192.0.2.1/'],
    ['documentation TEST-NET-2', 'http://198.51.100.7/'],
    ['documentation TEST-NET-3', 'http://203.0.113.9/'],
    ['IETF protocol assignments', 'http://192.0.0.8/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv6 unspecified', 'http://[::]/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped loopback, hex', 'http://[::ffff:7f00:1]/'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/'],
    ['IPv4-mapped public (never a real site)', 'http://[::ffff:8.8.8.8]/'],
    ['IPv4-compatible loopback', 'http://[::127.0.0.1]/'],
    ['IPv4-translated (RFC 6145)', 'http://[::ffff:0:7f00:1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv6 unique local', 'http://[fc00::1]/'],
    ['AWS metadata over IPv6', 'http://[fd00:ec2::254]/'],
    ['IPv6 multicast', 'http://[ff02::1]/'],
    ['IPv6 site-local', 'http://[fec0::1]/'],
    ['IPv6 documentation', 'http://[2001:db8::1]/'],
    ['6to4 embedding loopback', 'http://[2002:7f00:1::]/'],
    ['6to4 embedding 192.168.1.1', 'http://[2002:c0a8:101::1]/'],
    ['NAT64 embedding 10.0.0.1', 'http://[64:ff9b::a00:1]/'],
    ['NAT64 embedding metadata', 'http://[64:ff9b::169.254.169.254]/'],
    ['local-use NAT64', 'http://[64:ff9b:1::808:808]/'],
    ['Teredo with loopback client', 'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/'],
    ['localhost', 'http://localhost/'],
    ['localhost, upper case with root dot', 'http://LOCALHOST./'],
    ['subdomain of localhost', 'http://app.localhost/'],
    ['GCP metadata name', 'http://metadata.google.internal/computeMetadata/v1/'],
    ['mDNS name', 'http://printer.local/'],
    ['a name with one private answer among public ones', 'http://mixed.example/'],
    ['a name resolving to IPv4-mapped loopback', 'http://rebind.example/'],
    ['a name resolving to a unique local address', 'http://ula.example/'],
    ['a name resolving to the metadata address', 'https://metadata.example/'],
  ];

  it.each(refused)('%s: %s', async (_label, url) => {
    await expect(check(url)).rejects.toBeInstanceOf(UnsafeAddressError);
  });

  it('covers at least 30 addresses and URLs', () => {
    expect(refused.length).toBeGreaterThanOrEqual(30);
  });

  it.each([
    ['ftp://example.com/'],
    ['file:///etc/passwd'],
    ['gopher://127.0.0.1:6379/_INFO'],
    ['javascript:alert(1)'],
    ['http://user:secret@public.example/'],
    ['not a url'],
  ])('refuses %s as an invalid address', async (url) => {
    await expect(check(url)).rejects.toBeInstanceOf(InvalidUrlError);
  });

  it('explains the refusal in words a visitor understands', async () => {
    await expect(check('http://10.0.0.1/')).rejects.toThrow(
      'The address 10.0.0.1 points to a private or reserved network and cannot be checked.',
    );
  });
});

describe('address policy: allowed', () => {
  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001::200e'])(
    'allows the public address %s',
    (address) => {
      expect(refuseAddress(address)).toBeNull();
    },
  );

  it('allows NAT64 and 6to4 addresses that carry a public IPv4 address', () => {
    expect(refuseAddress('64:ff9b::808:808')).toBeNull();
    expect(refuseAddress('2002:0808:0808::1')).toBeNull();
  });

  it('connects to the address DNS gave, resolving each name once', async () => {
    const resolve = vi.fn(fakeResolve);
    const target = await checkTarget(parseTarget('https://public.example/page'), {}, resolve);
    expect(target.address).toEqual({ address: '93.184.216.34', family: 4 });
    expect(target.hostname).toBe('public.example');
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('allows loopback only with the explicit test setting, and nothing more', async () => {
    await expect(check('http://127.0.0.1/', true)).resolves.toMatchObject({
      address: { address: '127.0.0.1' },
    });
    await expect(check('http://[::1]/', true)).resolves.toMatchObject({ address: { address: '::1' } });
    await expect(check('http://10.0.0.1/', true)).rejects.toBeInstanceOf(UnsafeAddressError);
    await expect(check('http://[::ffff:127.0.0.1]/', true)).rejects.toBeInstanceOf(UnsafeAddressError);
    await expect(check('http://localhost/', true)).rejects.toBeInstanceOf(UnsafeAddressError);
  });
});
