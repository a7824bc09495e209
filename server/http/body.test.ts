/**
 * Compressed request bodies over real HTTP: gzip and deflate are inflated (and the size limit
 * counts the inflated bytes), another Content-Encoding is refused with 415, and a body that does
 * not inflate answers 400 — never a 500.
 */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (body: BodyInit, encoding: string) =>
  server.fetch('/api/auth/login', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
  });

const credentials = JSON.stringify({ email: uniqueEmail(), password: 'wrong-password' });

describe('compressed request bodies', () => {
  it('inflates gzip and deflate bodies, whatever the case of the coding', async () => {
    for (const [body, encoding] of [
      [gzipSync(credentials), 'gzip'],
      [deflateSync(credentials), 'deflate'],
      [gzipSync(credentials), 'GZip'],
      [credentials, 'identity'],
    ] as const) {
      const answer = await login(body, encoding);
      // Parsed and checked: an unknown account, not a body error.
      expect(answer.status, encoding).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('answers 400 for a body that is not what its Content-Encoding says', async () => {
    for (const [body, encoding] of [
      ['notgzip', 'gzip'],
      ['notdeflate', 'deflate'],
      [gzipSync(credentials).subarray(0, 12), 'gzip'],
    ] as const) {
      const answer = await login(body, encoding);
      expect(answer.status, encoding).toBe(400);
      expect(answer.body).toEqual({ message: 'The request body could not be decompressed' });
    }
  });

  it('answers 415 for another Content-Encoding, brotli included', async () => {
    for (const [body, encoding] of [
      [brotliCompressSync(credentials), 'br'],
      ['not brotli', 'br'],
      ['x', 'compress'],
      [gzipSync(gzipSync(credentials)), 'gzip, gzip'],
    ] as const) {
      const answer = await login(body, encoding);
      expect(answer.status, encoding).toBe(415);
      expect(answer.body).toEqual({ message: 'Content-Encoding must be gzip, deflate or identity' });
    }
  });

  it('counts the inflated size against the body limit (no zip bomb)', async () => {
    const inflated = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2_000_000) });
    const bomb = gzipSync(inflated);
    expect(bomb.length).toBeLessThan(server.config.bodyLimitBytes);
    const answer = await login(bomb, 'gzip');
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Request body is too large' });
  });
});
