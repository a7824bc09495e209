/**
 * The health check on `npm start`'s server (decision 20), asked about a page served on this
 * machine. The server's configuration has no setting that lets the check read a loopback address
 * (only the service's own tests pass `allowLoopback`), so the journey proves the other half of
 * the rule: the running site refuses the address with a message a visitor can act on, before
 * any connection is made. The health-check screen is a later issue, so this goes through the API.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanRun } from './support/clean-run';
import { serveFixturePage, type FixturePage } from './support/fixture-page';
import { startSite, type Site } from './support/site';

let site: Site;
let fixture: FixturePage;

beforeAll(async () => {
  site = await startSite();
  fixture = await serveFixturePage();
}, 120_000);

afterEach(() => expectCleanRun(undefined, site));

afterAll(async () => {
  await fixture?.close();
  await site?.close();
});

describe('the health check of a page on this machine', () => {
  it('refuses a loopback address with a clear message and never fetches it', async () => {
    const answer = await site.api.call('healthCheck', { body: { url: fixture.url } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The address 127.0.0.1 points to a private or reserved network and cannot be checked.',
    });
    expect(fixture.requests()).toBe(0);
  });

  it('refuses localhost by name, with or without a scheme', async () => {
    const port = new URL(fixture.url).port;
    for (const url of [`http://localhost:${port}/`, `localhost:${port}`]) {
      const answer = await site.api.call('healthCheck', { body: { url } });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        message: 'The address localhost points to a private or reserved network and cannot be checked.',
      });
    }
    expect(fixture.requests()).toBe(0);
  });
});
