/**
 * Graceful shutdown of the real entry (`server/index.ts`, as `npm start` runs it): on SIGTERM a
 * request in flight (a sign-in whose body is still arriving) finishes and its write is kept, a new
 * request is answered 503 with Retry-After, the store closes and the process exits 0 within 10 s.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { sha256Hex } from './lib/crypto';
import { DEMO_CUSTOMER } from './seed';
import { createSqliteStore } from './store/sqlite/sqlite-store';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('lets requests in flight finish, refuses new ones with 503, closes the store and exits 0 on SIGTERM', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'agency-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const found = /Site and API: http:\/\/localhost:(\d+)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  const url = `http://127.0.0.1:${port}`;

  // The sign-in is in flight when the signal comes: its headers and half its body are sent, the
  // rest follows after the signal (argon2id alone is too quick to hold a request open reliably).
  const body = JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  const half = Math.floor(body.length / 2);
  const signInRequest = request(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  });
  const signIn = new Promise<{ status: number; text: string }>((resolve, reject) => {
    signInRequest.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    signInRequest.on('error', reject);
  });
  signInRequest.flushHeaders();
  signInRequest.write(body.slice(0, half));
  await pause(300);
  const signalled = Date.now();
  child.kill('SIGTERM');
  await pause(100);

  const refused = await fetch(`${url}/api/testimonials`);
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('5');
  expect(await refused.json()).toEqual({ message: expect.stringMatching(/try again/) });

  signInRequest.end(body.slice(half));
  const signedIn = await signIn;
  expect(signedIn.status).toBe(200);
  const { token } = JSON.parse(signedIn.text) as { token: string };

  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);

  // Closed: the folder opens again at once, with the sign-in's token in it.
  const store = createSqliteStore({ dir: dataDir, busyTimeoutMs: 100 });
  try {
    expect(await store.tokens.findValid(sha256Hex(token), new Date())).not.toBeNull();
  } finally {
    await store.close();
  }
}, 60_000);
