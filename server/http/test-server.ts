/**
 * Test harness: the real app on a free port with an in-memory store, a fake clock, cheap password
 * hashing and captured logs, plus typed calls by route name. Used by the server's HTTP tests.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { routes, withQuery, type ResponseOf, type RouteName } from '@contract/routes';
import type { ErrorBody } from '@contract/errors';
import { createApp } from '../app';
import type { Drain } from './drain';
import { listen } from './listen';
import { testConfig, type Config } from '../config';
import { createFakeClock, type FakeClock } from '../lib/clock';
import { createMemoryLogger } from '../lib/logger';
import type { CommerceServices } from '../services/commerce';
import { createCoreServices, type CoreServices } from '../services/core';
import { createHealthCheckService } from '../services/health-check';
import { InvalidUrlError } from '../lib/safe-fetch';
import { ensureAdminAccount } from '../services/customers/admin-account';
import { generateTotp } from '../services/totp';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import type { Store } from '../store/port';
import type { CustomerRecord } from '../store/records';

export const TEST_ADMIN = {
  email: 'owner@agency.test',
  password: 'owner-password',
  totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
} as const;

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body; on a non-OK answer it is the error body. */
  body: T;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  query?: Readonly<Record<string, string | undefined>>;
  params?: Readonly<Record<string, string>>;
  token?: string;
  headers?: Readonly<Record<string, string>>;
}

export interface TestServer {
  url: string;
  store: Store;
  clock: FakeClock;
  config: Config;
  services: CoreServices;
  logLines: string[];
  /** Any request, for malformed input: `init.body` is sent as is. */
  fetch(path: string, init?: RequestInit): Promise<HttpAnswer>;
  /** A contract call by route name, with a JSON body. */
  call<N extends RouteName>(
    name: N,
    options?: CallOptions,
  ): Promise<HttpAnswer<ResponseOf<N> & Partial<ErrorBody>>>;
  /** Registers a customer and returns its token and account. */
  register(
    overrides?: Record<string, unknown>,
  ): Promise<{ token: string; customer: ResponseOf<'register'>['customer'] }>;
  /** The admin account with an admin-scoped token (through the real second factor), made once. */
  admin(): Promise<{ record: CustomerRecord; token: string; customerToken: string }>;
  /** A new admin-scoped token (a new verification; moves the clock one TOTP step on). */
  freshAdminToken(): Promise<string>;
  close(): Promise<void>;
}

/** The page every health check of the test server reads: no test reaches the network. */
export const TEST_PAGE_HTML =
  '<!doctype html><html lang="en"><head><title>Test page</title><meta name="viewport" content="width=device-width">' +
  '<meta name="description" content="A page for tests"></head><body><h1>Hello</h1></body></html>';

const offlineHealthCheck = () =>
  createHealthCheckService({
    fetchPage: async (url) => {
      // The address rules of the real fetch, without the network.
      if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
        throw new InvalidUrlError('Invalid URL');
      return {
        url,
        finalUrl: url,
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: TEST_PAGE_HTML,
        transferBytes: TEST_PAGE_HTML.length,
        loadTimeMs: 120,
        redirects: 0,
        remoteAddress: '93.184.216.34',
      };
    },
  });

let counter = 0;
/** A unique email per call, so tests never collide. */
export const uniqueEmail = (prefix = 'customer') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export interface TestServerOptions {
  config?: Partial<Config>;
  commerce?: Partial<CommerceServices>;
  /** Keep-alive period of the event streams (events.test.ts shortens it). */
  eventsHeartbeatMs?: number;
  /** The shutdown gate, for tests of draining. */
  drain?: Drain;
  /** A build of the site to serve beside the API (server/testing/fake-site-build.ts); none when absent. */
  distDir?: string;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = testConfig(options.config);
  const store = createSqliteStore();
  const clock = createFakeClock();
  const { logger, lines } = createMemoryLogger();
  const services = createCoreServices({ config, store, clock, logger });
  const commerce = { healthCheck: offlineHealthCheck(), ...options.commerce };
  const app = createApp({
    config,
    store,
    clock,
    logger,
    services,
    commerce,
    drain: options.drain,
    distDir: options.distDir,
    eventsHeartbeatMs: options.eventsHeartbeatMs,
  });
  const server: Server = await listen(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const request = async (path: string, init?: RequestInit): Promise<HttpAnswer> => {
    const response = await fetch(`${url}${path}`, init);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: parse(text), text };
  };

  const call: TestServer['call'] = async (name, callOptions = {}) => {
    const route = routes[name];
    const params = callOptions.params ?? {};
    const path = withQuery(
      route.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? '')),
      {
        ...callOptions.query,
      },
    );
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    let body: string | undefined;
    if (callOptions.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(callOptions.body);
    }
    const answer = await request(path, { method: route.method, headers, body });
    return answer as HttpAnswer<never>;
  };

  const register: TestServer['register'] = async (overrides = {}) => {
    const answer = await call('register', {
      body: {
        email: uniqueEmail(),
        password: 'secret-pass',
        firstName: 'Test',
        lastName: 'Customer',
        ...overrides,
      },
    });
    if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.text}`);
    return { token: answer.body.token, customer: answer.body.customer };
  };

  const ensureAdmin = () =>
    ensureAdminAccount({ store, clock, passwords: services.passwords, admin: TEST_ADMIN });
  const credentials = { email: TEST_ADMIN.email, password: TEST_ADMIN.password };

  const freshAdminToken = async () => {
    await ensureAdmin();
    const session = await call('requestVerification', { body: credentials });
    const code = await generateTotp(TEST_ADMIN.totpSecret, clock.now());
    const verified = await call('verifyCode', { body: { sessionId: session.body.sessionId, code } });
    if (verified.status !== 200) throw new Error(`admin verification failed: ${verified.text}`);
    // The next code must come from a fresh step (no replay).
    clock.advance(30_000);
    return verified.body.token;
  };

  let adminAccount: Promise<{ record: CustomerRecord; token: string; customerToken: string }> | null = null;
  const admin: TestServer['admin'] = () => {
    adminAccount ??= (async () => {
      const record = await ensureAdmin();
      const login = await call('login', { body: credentials });
      return { record, token: await freshAdminToken(), customerToken: login.body.token };
    })();
    return adminAccount;
  };

  return {
    url,
    store,
    clock,
    config,
    services,
    logLines: lines,
    fetch: request,
    call,
    register,
    admin,
    freshAdminToken,
    async close() {
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      // An event stream a test left open would hold `close` for ever.
      server.closeAllConnections();
      await closed;
      await store.close();
    },
  };
}
