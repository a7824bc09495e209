import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock';
import { startLocalServer, type LocalServer } from '../../lib/safe-fetch/test-fixtures/local-server';
import { createFetchJson, createRdapRegistry, parseBootstrap } from './rdap-registry';

/**
 * A fake of the outside world over real HTTP: the IANA bootstrap file and three RDAP services
 * (a well-behaved one, one that fails, one that never answers).
 */
let rdap: LocalServer;
let bootstrapHits = 0;
let bootstrapStatus = 200;
const domainQueries: string[] = [];

beforeAll(async () => {
  rdap = await startLocalServer((req, res) => {
    const url = req.url ?? '';
    if (url === '/dns.json') {
      bootstrapHits += 1;
      res.writeHead(bootstrapStatus, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          version: '1.0',
          services: [
            [['com', 'net'], [`${rdap.origin}/verisign`]],
            [['org'], [`${rdap.origin}/broken/`]],
            [['io'], [`${rdap.origin}/silent/`]],
          ],
        }),
      );
      return;
    }
    domainQueries.push(url);
    if (url.startsWith('/silent/')) return; // never answers
    if (url.startsWith('/broken/')) {
      res.writeHead(500).end('registry down');
      return;
    }
    if (url === '/verisign/domain/taken.com') {
      res.writeHead(200, { 'content-type': 'application/rdap+json' });
      res.end(JSON.stringify({ objectClassName: 'domain', ldhName: 'TAKEN.COM' }));
      return;
    }
    if (url === '/verisign/domain/limited.net') {
      res.writeHead(429).end();
      return;
    }
    res.writeHead(404, { 'content-type': 'application/rdap+json' });
    res.end(JSON.stringify({ errorCode: 404, title: 'Not Found' }));
  });
});
afterAll(async () => {
  await rdap.close();
});

const registry = () =>
  createRdapRegistry({
    bootstrapUrl: `${rdap.origin}/dns.json`,
    fetchJson: createFetchJson({ timeoutMs: 300 }),
  });

describe('RDAP registry against a local fake', () => {
  it('reports a name the registry does not know (404) as available', async () => {
    await expect(registry().availability('free-name.com')).resolves.toBe(true);
    expect(domainQueries).toContain('/verisign/domain/free-name.com');
  });

  it('reports a registered name (200) as taken', async () => {
    await expect(registry().availability('taken.com')).resolves.toBe(false);
  });

  it('reports a server error as unknown, never available', async () => {
    await expect(registry().availability('anything.org')).resolves.toBeNull();
  });

  it('reports a rate limit as unknown', async () => {
    await expect(registry().availability('limited.net')).resolves.toBeNull();
  });

  it('reports a registry that does not answer in time as unknown', async () => {
    const started = Date.now();
    await expect(registry().availability('slow.io')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a TLD without an RDAP service as unknown', async () => {
    await expect(registry().availability('acme.ai')).resolves.toBeNull();
  });

  it('downloads the bootstrap file once for many searches', async () => {
    const shared = registry();
    const before = bootstrapHits;
    await Promise.all(['a1.com', 'a2.com', 'a3.net'].map((n) => shared.availability(n)));
    await shared.availability('a4.com');
    expect(bootstrapHits - before).toBe(1);
  });

  it('downloads the bootstrap file again after a day', async () => {
    const clock = createFakeClock();
    const shared = createRdapRegistry({
      bootstrapUrl: `${rdap.origin}/dns.json`,
      fetchJson: createFetchJson({ timeoutMs: 300 }),
      clock,
    });
    const before = bootstrapHits;
    await shared.availability('b1.com');
    clock.advance(25 * 60 * 60 * 1000);
    await shared.availability('b2.com');
    expect(bootstrapHits - before).toBe(2);
  });

  it('answers unknown while the bootstrap fails, and retries it next time', async () => {
    const shared = registry();
    bootstrapStatus = 503;
    await expect(shared.availability('free-name.com')).resolves.toBeNull();
    bootstrapStatus = 200;
    await expect(shared.availability('free-name.com')).resolves.toBe(true);
  });

  it('answers unknown when the bootstrap server is unreachable', async () => {
    const gone = await startLocalServer((_req, res) => res.end());
    await gone.close();
    const offline = createRdapRegistry({
      bootstrapUrl: `${gone.origin}/dns.json`,
      fetchJson: createFetchJson({ timeoutMs: 300 }),
    });
    await expect(offline.availability('free-name.com')).resolves.toBeNull();
  });
});

describe('parseBootstrap', () => {
  it('prefers the https service and adds the trailing slash', () => {
    const bases = parseBootstrap({
      services: [[['COM'], ['http://rdap.example/com', 'https://rdap.example/com']]],
    });
    expect(bases.get('com')).toBe('https://rdap.example/com/');
  });
});
