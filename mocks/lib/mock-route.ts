/**
 * Turns a contract route into an MSW handler: the same method and `:param` path, the caller's
 * token checked against the route's access, the path, query and body parsed with the route's
 * schemas (400 `{ message, issues }` on failure, like the server), and the answer passed through
 * the response schema so a mock can never drift from the contract.
 */
import { http, HttpResponse, type HttpHandler, type HttpResponseResolver, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import {
  routes,
  type Access,
  type HttpMethod,
  type ResponseOf,
  type Route,
  type RouteDef,
  type RouteName,
} from '@contract';
import { errorBodySchema, type Customer } from '@contract';
import { db, type MockSession } from '../db';
import { MockHttpError, invalidRequest } from './mock-error';
import { mockPath } from './mock-path';

type Part = 'body' | 'query' | 'params';
type ParsedPart<N extends RouteName, K extends Part> =
  Route<N> extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a mock resolver receives: parsed inputs and the caller. */
export interface MockContext<N extends RouteName> {
  body: ParsedPart<N, 'body'>;
  query: ParsedPart<N, 'query'>;
  params: ParsedPart<N, 'params'>;
  request: Request;
  /** The caller's session, if a known token came with the call (always set past the access check). */
  session: MockSession | null;
  /** The calling account; throws 401 when the call is anonymous. */
  caller: () => Customer;
}

export type MockResolver<N extends RouteName> = (
  context: MockContext<N>,
) => ResponseOf<N> | Promise<ResponseOf<N>>;

const METHODS: Readonly<Record<HttpMethod, typeof http.get>> = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

/** An MSW handler on a contract route's method and path, with any resolver (scenarios use it). */
export const onRoute = (
  name: RouteName,
  resolver: HttpResponseResolver,
  options?: { once?: boolean },
): HttpHandler => {
  const route: RouteDef = routes[name];
  return METHODS[route.method](mockPath(route.path), resolver, options);
};

export const sessionOf = (request: Request): MockSession | null => {
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  return token ? (db.sessions.get(token) ?? null) : null;
};

export const authorize = (access: Access, session: MockSession | null): void => {
  if (access === 'public') return;
  if (!session) throw new MockHttpError(401, 'Authentication required');
  if (access === 'admin' && session.scope !== 'admin') throw new MockHttpError(403, 'Admin access required');
  if (access === 'customer' && session.scope !== 'customer')
    throw new MockHttpError(401, 'Authentication required');
};

const check = (schema: z.ZodType, value: unknown): unknown => {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
};

const readJsonBody = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MockHttpError(400, 'Invalid JSON body');
  }
};

const parseInputs = async (
  route: RouteDef,
  request: Request,
  params: unknown,
): Promise<Record<Part, unknown>> => ({
  params: route.params ? check(route.params, params) : undefined,
  query: route.query ? check(route.query, Object.fromEntries(new URL(request.url).searchParams)) : undefined,
  // A raw route (the Stripe webhook) reads its own body.
  body: route.body && !route.raw ? check(route.body, await readJsonBody(request)) : undefined,
});

/** The mock of one contract route; `status` is the success status (201 for a created ticket, 202…). */
export const mockRoute = <N extends RouteName>(
  name: N,
  resolve: MockResolver<N>,
  { status = 200 }: { status?: number } = {},
): HttpHandler => {
  const route: RouteDef = routes[name];
  return onRoute(name, async ({ request, params }) => {
    try {
      const session = sessionOf(request);
      authorize(route.access, session);
      const inputs = await parseInputs(route, request, params);
      const caller = (): Customer => {
        const customer = session && db.customers.find((entry) => entry.id === session.customerId);
        if (!customer) throw new MockHttpError(401, 'Authentication required');
        return customer;
      };
      const context = { ...inputs, request, session, caller } as MockContext<N>;
      const answer = route.response.parse(await resolve(context));
      return HttpResponse.json(answer as JsonBodyType, { status });
    } catch (error) {
      // A refusal's body is checked too: `{ message, issues? }` like the server's (extra fields kept).
      if (error instanceof MockHttpError) {
        errorBodySchema.parse(error.body);
        return HttpResponse.json(error.body as JsonBodyType, { status: error.status });
      }
      // An answer that drifted from the contract: MSW answers 500 with this error, and says so.
      console.error(`The mock of ${name} failed:`, error);
      throw error;
    }
  });
};
