import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolveHost } from '../../lib/safe-fetch';
import { startLocalServer, type LocalServer } from '../../lib/safe-fetch/test-fixtures/local-server';
import { TEST_TLS_CERT } from '../../lib/safe-fetch/test-fixtures/test-tls';
import { HealthCheckError } from './errors';
import { createHealthCheckService, normaliseUrl } from './health-check.service';
import { GOOD_HEADERS, html } from './test-fixtures/pages';

const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
const serve = async (...args: Parameters<typeof startLocalServer>) => {
  const server = await startLocalServer(...args);
  servers.push(server);
  return server;
};

/** site.test resolves to the loopback fixture; loopback is allowed only because this is a test. */
const resolveHost: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }];
const testService = () =>
  createHealthCheckService({ fetchOptions: { allowLoopback: true, ca: TEST_TLS_CERT, resolveHost } });

describe('health check against local fixture sites', () => {
  it('scores a well-built page 90 or more', async () => {
    const body = gzipSync(html());
    const server = await serve(
      (_req, res) => {
        res.writeHead(200, GOOD_HEADERS);
        res.end(body);
      },
      { tls: true },
    );
    const result = await testService().check(`site.test:${server.port}/`);
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.needsFixes).toBe(false);
    expect(result.metrics.loadTime).toBeLessThan(1);
  });

  it('scores a slow, insecure page without viewport or title under 60', async () => {
    const page = html({
      head: '<meta name="description" content="Licensed Austin plumbers available 24/7 for leaks and drains.">',
      body: `<h1>Plumbing</h1><p>${'Call us today. '.repeat(100)}</p>`,
    });
    const server = await serve((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(page);
      }, 1500);
    });
    const result = await testService().check(`${server.origin}/`);
    expect(result.score).toBeLessThan(60);
    expect(result.needsFixes).toBe(true);
    expect(result.estimatedRevenueLoss).toBeGreaterThan(0);
    expect(result.metrics.loadTime).toBeGreaterThanOrEqual(1.5);
    const titles = [...result.issues.performance, ...result.issues.seo, ...result.issues.security].map(
      (i) => i.issue,
    );
    expect(titles).toEqual(
      expect.arrayContaining(['Slow page load', 'Not mobile-friendly', 'Missing page title', 'No HTTPS']),
    );
  });

  it('answers an error status as a clear failure', async () => {
    const server = await serve((_req, res) => res.writeHead(404).end('nope'));
    await expect(testService().check(`${server.origin}/missing`)).rejects.toMatchObject({
      status: 422,
      code: 'bad_status',
      message: 'The site answered with HTTP status 404.',
    });
  });

  it('answers an unreachable site as a clear failure', async () => {
    const server = await serve((_req, res) => res.end());
    await server.close();
    const failure = testService().check(`${server.origin}/`);
    await expect(failure).rejects.toBeInstanceOf(HealthCheckError);
    await expect(failure).rejects.toMatchObject({ status: 422, code: 'network' });
  });
});

describe('health check with production settings', () => {
  it('refuses a loopback page', async () => {
    const server = await serve((_req, res) => res.end('<title>internal</title>'));
    await expect(createHealthCheckService().check(`${server.origin}/`)).rejects.toMatchObject({
      status: 422,
      code: 'unsafe_address',
      message: 'The address 127.0.0.1 points to a private or reserved network and cannot be checked.',
    });
  });

  it('refuses the cloud metadata address and other schemes', async () => {
    const service = createHealthCheckService();
    await expect(service.check('169.254.169.254/latest/meta-data/')).rejects.toMatchObject({
      code: 'unsafe_address',
    });
    await expect(service.check('ftp://example.com/')).rejects.toMatchObject({ code: 'invalid_url' });
  });
});

describe('health check with a replaced fetch', () => {
  it('fetches the normalised address and analyses what comes back', async () => {
    const asked: string[] = [];
    const service = createHealthCheckService({
      fetchPage: async (url) => {
        asked.push(url);
        return {
          url,
          finalUrl: url,
          status: 200,
          headers: { ...GOOD_HEADERS },
          body: html(),
          transferBytes: 900,
          loadTimeMs: 200,
          redirects: 0,
          remoteAddress: '93.184.216.34',
        };
      },
    });
    await expect(service.check(' acme.example ')).resolves.toMatchObject({ score: 100 });
    expect(asked).toEqual(['https://acme.example']);
  });
});

describe('normaliseUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  example.com/page ', 'https://example.com/page'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://example.com', 'HTTPS://example.com'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUrl(input)).toBe(expected);
  });
});
