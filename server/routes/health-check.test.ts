/**
 * POST /api/health-check over real HTTP, on the test server's offline page: a report that matches
 * the contract, the visitor's tracking kept as a lead, and unusable addresses refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tracking = {
  current_page: '/',
  referrer: 'direct',
  landing_page: '/luxury-websites',
  session_id: 'hc-session',
  timestamp: '2025-01-15T09:00:00.000Z',
  lead_score: 75,
};

describe('health check', () => {
  it('answers a report for an address without a scheme and stores the lead', async () => {
    const answer = await server.call('healthCheck', { body: { url: 'shop.example', tracking } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      score: expect.any(Number),
      needsFixes: expect.any(Boolean),
      metrics: { loadTime: expect.any(Number) },
    });
    const leads = await server.store.leads.list();
    // 50 base + 25 luxury page.
    expect(leads).toContainEqual(expect.objectContaining({ source: 'health_check', leadScore: 75 }));
  });

  it('refuses an empty or unusable address', async () => {
    expect((await server.call('healthCheck', { body: { url: '   ' } })).status).toBe(400);
    const unusable = await server.call('healthCheck', { body: { url: 'ftp://files.example' } });
    expect(unusable.status).toBe(422);
    expect(unusable.body.message).toEqual(expect.any(String));
  });
});
