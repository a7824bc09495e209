/**
 * The HTTP edge over real requests: body limits and types, JSON errors for unknown API paths,
 * security headers, no internals in error answers, and logs without secrets.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from './test-server';
import { CONTENT_SECURITY_POLICY } from './security-headers';

let server: TestServer;

/** Any method, including those fetch refuses to send (TRACE). */
function rawRequest(
  base: string,
  method: string,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(new URL(path, base), { method }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (path: string, body: BodyInit, contentType?: string) =>
  server.fetch(path, { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} });

describe('request bodies', () => {
  it('answers 413 past the body limit', async () => {
    const huge = JSON.stringify({
      email: 'a@example.com',
      password: 'x'.repeat(server.config.bodyLimitBytes),
    });
    const answer = await post('/api/auth/login', huge, 'application/json');
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Request body is too large' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const [body, type] of [
      ['email=a@example.com&password=x', 'application/x-www-form-urlencoded'],
      ['hello', 'text/plain'],
      ['<a/>', 'application/xml'],
      ['{"email":"a@example.com"}', undefined],
    ] as const) {
      const answer = await post('/api/auth/login', body, type);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ message: 'Content-Type must be application/json' });
    }
  });

  it('answers 400 for malformed JSON and for a JSON scalar', async () => {
    for (const body of ['{"email":', '"just a string"', '42', 'null', '{"__proto__": {"admin": true}}']) {
      const answer = await post('/api/auth/login', body, 'application/json');
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty('message');
    }
  });

  it('answers 400 naming the fields for an empty JSON body', async () => {
    const answer = await server.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'email',
      'password',
    ]);
  });

  it('drops unknown fields', async () => {
    const email = uniqueEmail();
    const answer = await server.call('register', {
      body: {
        email,
        password: 'secret-pass',
        firstName: 'A',
        lastName: 'B',
        isAdmin: true,
        maintenanceCredit: 99999,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.customer).toMatchObject({ isAdmin: false, maintenanceCredit: 0 });
  });
});

describe('unknown paths and methods', () => {
  it('answers 404 JSON for an unknown API path', async () => {
    for (const path of ['/api/nothing-here', '/api', '/api/admin/customers/extra']) {
      const answer = await server.fetch(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Not found' });
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('answers 405 JSON for a known path with another method', async () => {
    const answer = await server.fetch('/api/auth/login', { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toContain('POST');
    expect(answer.body).toEqual({ message: 'Method not allowed' });
  });

  it('answers 405 JSON with Allow for methods no route uses, and 404 on unknown paths', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'MKCOL']) {
      for (const [path, allowed] of [
        ['/api/auth/login', 'POST'],
        ['/api/testimonials', 'GET'],
        ['/api/admin/customer/abc', 'DELETE'],
      ] as const) {
        const answer = await rawRequest(server.url, method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.headers.allow).toContain(allowed);
        expect(JSON.parse(answer.text)).toEqual({ message: 'Method not allowed' });
      }
      const unknown = await rawRequest(server.url, method, '/api/nothing-here');
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.text)).toEqual({ message: 'Not found' });
    }
  });
});

describe('security headers', () => {
  it('sets CSP, nosniff, framing and referrer rules on answers and errors alike', async () => {
    for (const answer of [await server.fetch('/api/testimonials'), await server.fetch('/api/nope')]) {
      expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
      expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS only over HTTPS (as a trusted proxy reports it)', async () => {
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      const https = await proxied.fetch('/api/testimonials', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const http = await proxied.fetch('/api/testimonials', { headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
    // Without trust, a client cannot claim HTTPS.
    const spoofed = await server.fetch('/api/testimonials', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('failures', () => {
  it('answers an unexpected error with a bare 500: no stack, no internal text', async () => {
    const local = await startTestServer();
    try {
      const { token } = await local.register();
      local.store.projects.listByCustomer = async () => {
        throw new Error('connection string mongodb://user:pw@db/secret failed at internals.ts:42');
      };
      const answer = await local.call('customerProjects', { token });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: 'Internal server error' });
      expect(answer.text).not.toMatch(/internals|mongodb|at .*:\d+/);
    } finally {
      await local.close();
    }
  });
});

/** Writes `data` on a new connection and resolves with everything the server sent back. */
const rawExchange = (base: string, data: string) =>
  new Promise<string>((resolve) => {
    const { hostname, port } = new URL(base);
    const socket = connect(Number(port), hostname, () => socket.end(data));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });

const MALFORMED = [
  // A body longer than its Content-Length: the rest is parsed as a next request, and refused.
  'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}{"email":"a@b.co"}',
  'GET /api/testimonials HTTP/1.1\r\nHost: x\r\nX-Bad: a\0b\r\n\r\n',
  'BREW /api/testimonials HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /api/testimonials HTTP/9.9\r\n\r\n',
];

describe('malformed HTTP', () => {
  it('is answered 400 and logged at debug, summarised at warn once a minute, never at error', async () => {
    const local = await startTestServer();
    try {
      for (let round = 0; round < 5; round++) {
        for (const request of MALFORMED)
          expect(await rawExchange(local.url, request)).toMatch(/ 400 Bad Request/);
      }
      // Let the server see each connection to its end.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const entries = local.logLines.map(
        (line) => JSON.parse(line) as { level: string; msg: string; count?: number },
      );
      expect(entries.filter((entry) => entry.level === 'error')).toEqual([]);
      expect(entries.filter((entry) => entry.msg === 'client protocol error').length).toBeGreaterThanOrEqual(
        20,
      );
      const summaries = entries.filter((entry) => entry.level === 'warn');
      expect(summaries).toHaveLength(1);
      expect(summaries[0]).toMatchObject({ msg: 'client protocol errors', count: 1 });
      expect(JSON.stringify(summaries[0])).toMatch(/HPE_/);

      local.clock.advance(60_000);
      await rawExchange(local.url, MALFORMED[1] ?? '');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const later = local.logLines.map((line) => JSON.parse(line) as { level: string; count?: number });
      const warnings = later.filter((entry) => entry.level === 'warn');
      expect(warnings).toHaveLength(2);
      expect(warnings[1]?.count).toBeGreaterThanOrEqual(20);
    } finally {
      await local.close();
    }
  });
});

describe('logs', () => {
  it('never contain passwords, tokens, codes or the Authorization header', async () => {
    const email = uniqueEmail();
    const password = 'very-secret-password-123';
    const { token } = await server.register({ email, password });
    await server.call('login', { body: { email, password } });
    await server.call('me', { token });
    await server.call('verifyCode', { body: { sessionId: 'session-xyz', code: '654321' } });
    await server.call('login', { body: { email, password: { $gt: password } } });
    const logs = server.logLines.join('\n');
    expect(logs).toContain('"path":"/api/auth/login"');
    for (const secret of [password, token, '654321', 'Bearer']) expect(logs).not.toContain(secret);
  });
});
