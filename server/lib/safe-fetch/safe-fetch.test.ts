import http from 'node:http';
import https from 'node:https';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchFailedError, InvalidUrlError, UnsafeAddressError } from './errors';
import { safeFetch } from './safe-fetch';
import type { ResolveHost } from './target';
import { startLocalServer, type LocalServer } from './test-fixtures/local-server';
import { TEST_TLS_CERT } from './test-fixtures/test-tls';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

/**
 * Every outgoing request is checked here: if the SSRF defence ever failed, the test would stop the
 * request instead of sending traffic to a non-loopback address.
 */
const connected: string[] = [];
beforeEach(() => {
  connected.length = 0;
  for (const client of [http, https]) {
    const original = client.request.bind(client) as typeof http.request;
    vi.spyOn(client, 'request').mockImplementation(((url: URL, options: http.RequestOptions) => {
      connected.push(url.href);
      let pinned = url.hostname;
      options.lookup?.(url.hostname, { all: false }, (_err, address) => {
        pinned = String(address);
      });
      if (pinned !== '127.0.0.1') throw new Error(`test guard: refused to connect to ${pinned}`);
      return original(url, options);
    }) as typeof http.request);
  }
});

const loopbackOnly = { allowLoopback: true } as const;

describe('safeFetch', () => {
  it('reads a local page with its status, headers, body and load time', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-test': 'yes' });
      res.end('<html><title>Hello</title></html>');
    });
    const page = await safeFetch(`${server.origin}/`, loopbackOnly);
    expect(page).toMatchObject({
      status: 200,
      finalUrl: `${server.origin}/`,
      body: '<html><title>Hello</title></html>',
      redirects: 0,
      remoteAddress: '127.0.0.1',
    });
    expect(page.headers['x-test']).toBe('yes');
    expect(page.loadTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses loopback without the explicit test setting, before connecting', async () => {
    server = await startLocalServer((_req, res) => res.end('secret'));
    await expect(safeFetch(`${server.origin}/`)).rejects.toBeInstanceOf(UnsafeAddressError);
    expect(connected).toEqual([]);
  });

  it('refuses a non-http scheme', async () => {
    await expect(safeFetch('file:///etc/passwd', loopbackOnly)).rejects.toBeInstanceOf(InvalidUrlError);
  });

  it('follows redirects, re-checking each hop', async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/a') res.writeHead(301, { location: '/b' }).end();
      else if (req.url === '/b') res.writeHead(302, { location: `${server?.origin}/page` }).end();
      else res.end('final');
    });
    const page = await safeFetch(`${server.origin}/a`, loopbackOnly);
    expect(page).toMatchObject({ finalUrl: `${server.origin}/page`, redirects: 2, body: 'final' });
    expect(connected).toHaveLength(3);
  });

  it('refuses a redirect to a private address without connecting to it', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    });
    await expect(safeFetch(`${server.origin}/`, loopbackOnly)).rejects.toThrow(UnsafeAddressError);
    expect(connected).toEqual([`${server.origin}/`]);
  });

  it('refuses a redirect to the cloud metadata address in decimal notation', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(307, { location: 'http://2852039166/latest/meta-data/' }).end();
    });
    await expect(safeFetch(`${server.origin}/`, loopbackOnly)).rejects.toThrow(UnsafeAddressError);
    expect(connected).toHaveLength(1);
  });

  it('refuses a redirect back to loopback when loopback is allowed for the first hop only', async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/start') res.writeHead(302, { location: '/internal' }).end();
      else res.end('internal');
    });
    await expect(safeFetch(`${server.origin}/start`, { allowLoopback: 'first-hop' })).rejects.toBeInstanceOf(
      UnsafeAddressError,
    );
    expect(connected).toEqual([`${server.origin}/start`]);
  });

  it('refuses a redirect to a name whose DNS answer is private', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(302, { location: 'http://intranet.example/' }).end();
    });
    const resolveHost = vi.fn<ResolveHost>(async () => [{ address: '192.168.0.10', family: 4 }]);
    await expect(safeFetch(`${server.origin}/`, { ...loopbackOnly, resolveHost })).rejects.toBeInstanceOf(
      UnsafeAddressError,
    );
    expect(resolveHost).toHaveBeenCalledWith('intranet.example');
    expect(connected).toHaveLength(1);
  });

  it('stops after 5 redirects', async () => {
    let hits = 0;
    server = await startLocalServer((_req, res) => {
      hits += 1;
      res.writeHead(302, { location: `/hop${hits}` }).end();
    });
    const failure = safeFetch(`${server.origin}/`, loopbackOnly);
    await expect(failure).rejects.toBeInstanceOf(FetchFailedError);
    await expect(failure).rejects.toMatchObject({
      code: 'too_many_redirects',
      message: 'The site redirected more than 5 times.',
    });
    expect(hits).toBe(6);
  });

  it('aborts a body larger than the cap', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(Buffer.alloc(3 * 1024 * 1024, 'a'));
    });
    await expect(safeFetch(`${server.origin}/`, loopbackOnly)).rejects.toMatchObject({
      code: 'too_large',
      message: 'The page is larger than 2 MB and was not analysed.',
    });
  });

  it('aborts a small compressed body that expands past the cap', async () => {
    const bomb = gzipSync(Buffer.alloc(5 * 1024 * 1024, 0));
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(safeFetch(`${server.origin}/`, loopbackOnly)).rejects.toMatchObject({ code: 'too_large' });
  });

  it('decodes a compressed page and reports the bytes on the wire', async () => {
    const html = `<html><body>${'<p>compressible text</p>'.repeat(200)}</body></html>`;
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(html));
    });
    const page = await safeFetch(`${server.origin}/`, loopbackOnly);
    expect(page.body).toBe(html);
    expect(page.transferBytes).toBeLessThan(html.length / 4);
  });

  it('gives up when the site does not answer within the budget', async () => {
    server = await startLocalServer(() => {
      // never answers
    });
    const started = Date.now();
    await expect(safeFetch(`${server.origin}/`, { ...loopbackOnly, timeoutMs: 300 })).rejects.toMatchObject({
      code: 'timeout',
      message: 'The site did not answer within 0.3 seconds.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a site that refuses connections as unreachable', async () => {
    const closed = await startLocalServer((_req, res) => res.end());
    await closed.close();
    await expect(safeFetch(`${closed.origin}/`, loopbackOnly)).rejects.toMatchObject({ code: 'network' });
  });

  it('reports a name that does not resolve', async () => {
    const resolveHost: ResolveHost = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(safeFetch('https://no-such-site.example/', { resolveHost })).rejects.toMatchObject({
      code: 'dns_failed',
      message: 'The host name no-such-site.example could not be found.',
    });
    expect(connected).toEqual([]);
  });

  it('connects to the checked address while keeping the host name for Host and TLS', async () => {
    let hostHeader: string | undefined;
    server = await startLocalServer(
      (req, res) => {
        hostHeader = req.headers.host;
        res.end('over tls');
      },
      { tls: true },
    );
    const resolveHost = vi.fn<ResolveHost>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const page = await safeFetch(`https://site.test:${server.port}/`, {
      ...loopbackOnly,
      resolveHost,
      ca: TEST_TLS_CERT,
    });
    expect(page.body).toBe('over tls');
    expect(hostHeader).toBe(`site.test:${server.port}`);
    expect(resolveHost).toHaveBeenCalledTimes(1);
  });

  it('rejects a certificate that does not name the host', async () => {
    server = await startLocalServer((_req, res) => res.end('x'), { tls: true });
    const resolveHost: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      safeFetch(`https://other.example:${server.port}/`, { ...loopbackOnly, resolveHost, ca: TEST_TLS_CERT }),
    ).rejects.toMatchObject({ code: 'network' });
  });
});
