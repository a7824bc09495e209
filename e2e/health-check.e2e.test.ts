/**
 * The health check on `npm start`'s server (decision 20), asked about a page served on this
 * machine. With the explicit HEALTH_CHECK_ALLOW_LOOPBACK setting (a local demo, off by default)
 * the server reads the page and scores it; with the default configuration the same address is
 * refused before any connection. The health-check screen is a later issue, so this goes through
 * the API.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { healthCheckResultSchema } from '@contract';
import { expectCleanRun } from './support/clean-run';
import { serveFixturePage, type FixturePage } from './support/fixture-page';
import { startSite, type Site } from './support/site';

let demoSite: Site;
let defaultSite: Site;
let fixture: FixturePage;

beforeAll(async () => {
  demoSite = await startSite({ healthCheckAllowLoopback: true });
  defaultSite = await startSite();
  fixture = await serveFixturePage();
}, 120_000);

afterEach(() => {
  expectCleanRun(undefined, demoSite);
  expectCleanRun(undefined, defaultSite);
});

afterAll(async () => {
  await fixture?.close();
  await demoSite?.close();
  await defaultSite?.close();
});

describe('the health check of a page on this machine', () => {
  it('scores a local page when loopback checks are explicitly allowed', async () => {
    const answer = await demoSite.api.call('healthCheck', { body: { url: fixture.url } });
    expect(answer.status).toBe(200);
    const result = healthCheckResultSchema.parse(answer.body);
    // The fixture has a title, description, viewport and one h1, but is served over plain HTTP
    // with no security headers and an image without alt text.
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(100);
    expect(result.metrics.seoScore).toBeGreaterThan(result.metrics.securityScore);
    expect(result.issues.security.length).toBeGreaterThan(0);
    expect(result.issues.seo.map((item) => item.issue).join(' ')).toMatch(/alt/i);
    expect(fixture.requests()).toBe(1);
  });

  it('refuses a loopback address by default with a clear message and never fetches it', async () => {
    const before = fixture.requests();
    const answer = await defaultSite.api.call('healthCheck', { body: { url: fixture.url } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The address 127.0.0.1 points to a private or reserved network and cannot be checked.',
    });
    const port = new URL(fixture.url).port;
    for (const url of [`http://localhost:${port}/`, `localhost:${port}`]) {
      const byName = await defaultSite.api.call('healthCheck', { body: { url } });
      expect(byName.status).toBe(422);
      expect(byName.body).toEqual({
        message: 'The address localhost points to a private or reserved network and cannot be checked.',
      });
    }
    expect(fixture.requests()).toBe(before);
  });
});
