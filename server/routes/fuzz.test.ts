/**
 * Malformed input at every route of the contract, over real HTTP with a token that passes every
 * policy: wrong types, arrays, nulls, huge strings, operator objects, deep nesting, non-JSON,
 * empty and oversized bodies, odd query strings and path parameters. Nothing may answer 5xx, and
 * no answer may carry a stack or internal text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeList } from '@contract/routes';
import type { RouteDef } from '@contract/route-def';
import { startTestServer, type HttpAnswer, type TestServer } from '../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { nested: [value] };
  return value;
};

/** Values that are wrong for (almost) any field. */
const BAD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  'x'.repeat(60_000),
  '',
  '   ',
  '\u0000\u202e<script>alert(1)</script>',
  deep(200),
];

/** Whole bodies that are wrong for any route. */
const BAD_BODIES: string[] = [
  '{}',
  '[]',
  'null',
  '"string"',
  '42',
  'true',
  '{"a":',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  JSON.stringify(deep(1000)),
  `[${'['.repeat(20_000)}${']'.repeat(20_000)}]`,
  JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i }))),
];

/** The object schema under refinements and transforms, for its field names. */
const fieldsOf = (schema: z.ZodType | undefined): string[] => {
  let current: unknown = schema;
  while (current instanceof z.ZodPipe) current = current.in;
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
};

const pathWith = (route: RouteDef, value: string) => route.path.replace(/:(\w+)/g, () => value);

function expectSafe(answer: HttpAnswer, label: string) {
  expect(answer.status, `${label} → ${answer.status} ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.headers.get('content-type') ?? '', label).toMatch(/application\/json/);
    expect(typeof (answer.body as { message?: unknown })?.message, label).toBe('string');
  }
  expect(answer.text, label).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|Internal server error/);
}

const JSON_TYPE = { 'content-type': 'application/json' };
const withBody = (route: RouteDef) => route.method !== 'GET' && route.method !== 'DELETE';
const named = (routes: readonly (RouteDef & { name: string })[]) =>
  routes.map((route) => [route.name, route] as const);

/** Calls that revoke the token they come with. */
const ENDS_SESSION = ['logout', 'adminSignOutEverywhere'];

/** Sends with an admin-scoped token, which passes every policy; a call that revokes it gets a new one each time. */
function sender(name: string, route: RouteDef) {
  let token: string | undefined;
  return async (path: string, init: RequestInit = {}) => {
    if (!token || ENDS_SESSION.includes(name)) token = await server.freshAdminToken();
    return server.fetch(path, {
      method: route.method,
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });
  };
}

// Event streams take no input and never end once opened: events.test.ts covers them.
describe.each(named(routeList.filter((route) => !route.stream)))('%s', (name, route) => {
  it('survives malformed path parameters and query strings', async () => {
    const send = sender(name, route);
    const params = [
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      'a'.repeat(5000),
      '%E2%80%AE%F0%9F%92%A9',
      '$gt',
      '%7B%7D',
    ];
    const queries = [
      '',
      '?email[$gt]=',
      '?email=a&email=b',
      `?email=${'a'.repeat(8000)}`,
      '?tracking=%7Bbad',
      '?category[]=x',
    ];
    for (const value of route.path.includes(':') ? params : ['']) {
      const path = pathWith(route, value);
      for (const query of queries) {
        const answer = await send(
          `${path}${query}`,
          withBody(route) ? { body: '{}', headers: JSON_TYPE } : {},
        );
        expectSafe(answer, `${name} ${path}${query}`);
      }
    }
  });
});

describe.each(named(routeList.filter(withBody)))('%s', (name, route) => {
  it('survives malformed whole bodies', async () => {
    const send = sender(name, route);
    const path = pathWith(route, 'abc123');
    for (const body of BAD_BODIES) {
      expectSafe(await send(path, { body, headers: JSON_TYPE }), `${name} ${body.slice(0, 40)}`);
    }
    expectSafe(await send(path, { headers: JSON_TYPE }), `${name} empty body`);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expectSafe(await send(path, { body: 'a=1&b=2', headers: form }), `${name} form`);
    expectSafe(
      await send(path, { body: 'plain', headers: { 'content-type': 'text/plain' } }),
      `${name} text`,
    );
    expectSafe(
      await send(path, { body: new Uint8Array([0xff, 0xfe, 0x7b, 0x80]), headers: JSON_TYPE }),
      `${name} bytes`,
    );
    // Compressed bodies that do not inflate, or in a coding the server does not take.
    for (const encoding of ['gzip', 'deflate', 'br', 'compress', 'gzip, br']) {
      const headers = { ...JSON_TYPE, 'content-encoding': encoding };
      expectSafe(await send(path, { body: 'notgzip', headers }), `${name} ${encoding}`);
    }
    const tooLarge = await send(path, {
      body: JSON.stringify({ blob: 'x'.repeat(200_000) }),
      headers: JSON_TYPE,
    });
    expectSafe(tooLarge, `${name} too large`);
    expect(tooLarge.status).toBe(413);
  });
});

describe.each(named(routeList.filter((route) => fieldsOf(route.body).length > 0)))('%s', (name, route) => {
  it('survives a wrong value in every field', { timeout: 30_000 }, async () => {
    const send = sender(name, route);
    const path = pathWith(route, 'abc123');
    for (const field of fieldsOf(route.body)) {
      for (const value of BAD_VALUES) {
        const answer = await send(path, { body: JSON.stringify({ [field]: value }), headers: JSON_TYPE });
        expectSafe(answer, `${name}.${field} = ${JSON.stringify(value)?.slice(0, 40)}`);
        expect(answer.status, `${name}.${field}`).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

it('refuses operator objects at every body route with 400 naming the field', async () => {
  const token = await server.freshAdminToken();
  for (const route of routeList.filter((r) => fieldsOf(r.body).length > 0)) {
    const field = fieldsOf(route.body).find((key) => key !== 'tracking') ?? '';
    const answer = await server.fetch(pathWith(route, 'abc123'), {
      method: route.method,
      body: JSON.stringify({ [field]: { $gt: '' } }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(answer.status, route.name).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(`"path":"${field}"`);
  }
});
