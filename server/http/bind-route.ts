/**
 * The one place a contract route becomes a Koa route: policy (access, rate limit) → parse (body,
 * query, params with the contract's schemas) → handler → answer checked against the contract's
 * response schema. Route files are then one line per call:
 *
 *   bind(router, routes.login, (input, ctx) => auth.login(input.body, ctx));
 */
import type { Router, RouterContext } from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { errorBodyFromZod } from '@contract/errors';
import type { Access, RouteDef } from '@contract/route-def';
import type { Authenticate, Caller } from '../policies/authenticate';
import { requireAccess } from '../policies/require-access';
import { deviceOf, ensureDevice } from '../policies/device-cookie';
import type { RateLimiter } from '../policies/rate-limit';
import { jsonBody, readRawBody, requireJsonBody } from './body';
import { compileSerializer } from './serialize';
import type { StaticRoutes } from './static-routes';
import { HttpError, badRequest } from './errors';

type Part = 'body' | 'query' | 'params';
type Parsed<R, K extends Part> = R extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a handler receives: the parsed, trimmed and normalised parts of the request. */
export interface RouteInput<R extends RouteDef> {
  body: Parsed<R, 'body'>;
  query: Parsed<R, 'query'>;
  params: Parsed<R, 'params'>;
}

/** Who calls and from where; the caller is always present on customer and admin routes. */
export interface RequestContext<A extends Access = Access> {
  caller: A extends 'public' ? Caller | undefined : Caller;
  ip: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The unparsed body, on `raw` routes only (signature checks). */
  rawBody: Buffer | undefined;
  setHeader(name: string, value: string): void;
}

export type RouteHandler<R extends RouteDef> = (
  input: RouteInput<R>,
  ctx: RequestContext<R['access']>,
) => Promise<z.input<R['response']>> | z.input<R['response']>;

export interface BindOptions<R extends RouteDef> {
  /** Success status; 200 unless the call creates something. */
  status?: number;
  /**
   * The account a rate-limited call counts against (decision 12). Defaults to the body's email;
   * undefined skips the per-account count.
   */
  rateLimitAccount?: (
    input: RouteInput<R>,
    caller: Caller | undefined,
  ) => Promise<string | undefined> | string | undefined;
  /**
   * Public routes that serve a signed-in caller differently: a valid Bearer token sets `caller`; a
   * missing, invalid or expired one is an anonymous call, never an error. Other public routes skip
   * the token lookup.
   */
  identifiesCaller?: boolean;
}

export type Bind = <R extends RouteDef>(
  router: Router,
  route: R,
  handler: RouteHandler<R>,
  options?: BindOptions<R>,
) => void;

export interface BinderDeps {
  authenticate: Authenticate;
  rateLimiter: RateLimiter;
  bodyLimitBytes: number;
  /** Where routes without path parameters are also recorded, for dispatch ahead of the router. */
  staticRoutes?: StaticRoutes;
  /** Check every answer with the route's zod schema before it is serialised (tests). */
  checkResponses?: boolean;
}

/** Thrown when a handler's answer does not match the route's response schema. */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Response of ${route} does not match the contract: ${JSON.stringify(issues)}`);
    this.name = 'ResponseContractError';
  }
}

const noop = async () => undefined;

/** A 400 naming the first failing field in its message and every failing field in `issues`. */
function invalid(error: z.ZodError): HttpError {
  const body = errorBodyFromZod(error);
  const first = body.issues?.[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : body.message;
  return badRequest(message, { issues: body.issues });
}

function parsePart(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

const defaultAccount = (input: RouteInput<RouteDef>): string | undefined => {
  const body: unknown = input.body;
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string')
    return body.email;
  return undefined;
};

/** True when `value` and everything in it is frozen, so nothing can change it after a check. */
function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Puts a route's answers in the response, serialised by the route's compiled schema
 * (serialize.ts): only declared fields are written, and a value that cannot be written as declared
 * is refused. Where `checkEvery` is set (tests), every answer is first parsed with the zod schema,
 * which refuses anything the contract does not allow. A deeply frozen answer (the content service's
 * cached lists, which every request shares until the cache renews them) cannot change once checked,
 * so it is checked with zod once and its JSON is kept by the answer's identity and reused. One
 * cache per route, since two routes' schemas could strip different fields from the same object.
 */
function createResponder(key: string, schema: z.ZodType, checkEvery: boolean) {
  const checkedBodies = new WeakMap<object, Buffer>();
  const serialize = compileSerializer(schema);
  const json = (answer: unknown, check: boolean): string => {
    let value = answer;
    if (check) {
      const checked = schema.safeParse(answer);
      if (!checked.success) throw new ResponseContractError(key, checked.error.issues);
      value = checked.data;
    }
    try {
      return serialize(value);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ResponseContractError(key, [{ code: 'custom', path: [], message, input: value }]);
    }
  };
  return (ctx: Context, answer: unknown, status: number): void => {
    ctx.status = status;
    // No answer at all stays the empty answer Koa makes of it.
    if (answer === undefined) return;
    const frozen = typeof answer === 'object' && answer !== null && Object.isFrozen(answer);
    let body = frozen ? checkedBodies.get(answer) : undefined;
    if (body === undefined) {
      // Walked once, when first served: a cached answer is known to be deeply frozen.
      const shared = frozen && isDeepFrozen(answer);
      // Bytes rather than text: encoded once, where Koa and Node would each measure a string again.
      body = Buffer.from(json(answer, checkEvery || shared));
      if (shared) checkedBodies.set(answer, body);
    }
    // Koa would call a Buffer binary; it holds JSON.
    ctx.set('content-type', JSON_TYPE);
    ctx.body = body;
  };
}

export function createBinder(deps: BinderDeps): Bind {
  const parseJson = jsonBody(deps.bodyLimitBytes);

  async function readBody(ctx: Context, route: RouteDef): Promise<{ body: unknown; rawBody?: Buffer }> {
    if (route.raw) return { body: undefined, rawBody: await readRawBody(ctx, deps.bodyLimitBytes) };
    await requireJsonBody(ctx, noop);
    // A body is checked (size, JSON) even where the call reads none, so every route refuses alike.
    await parseJson(ctx, noop);
    return { body: route.body ? (ctx.request.body ?? {}) : undefined };
  }

  return (router, route, handler, options = {}) => {
    // Everything that does not depend on the request is settled here, once per route.
    const key = `${route.method} ${route.path}`;
    const generic = route as RouteDef;
    const { access, query, params, response, rateLimited } = generic;
    const run = handler as RouteHandler<RouteDef>;
    const status = options.status ?? 200;
    const authenticates = access !== 'public' || options.identifiesCaller === true;
    const accountOf = (options.rateLimitAccount ?? defaultAccount) as (
      input: RouteInput<RouteDef>,
      caller: Caller | undefined,
    ) => Promise<string | undefined> | string | undefined;
    // GET (and the HEAD the router adds for it) carries no body: neither body middleware would act.
    const readsBody = route.method !== 'GET';
    const respond = createResponder(key, response, deps.checkResponses === true);

    const handle = async (ctx: Context & Partial<Pick<RouterContext, 'params'>>): Promise<void> => {
      const caller = requireAccess(
        access,
        authenticates ? await deps.authenticate(ctx.get('authorization') || undefined) : null,
      );
      if (rateLimited) await deps.rateLimiter.hitAddress(key, ctx.ip);

      const { body, rawBody } = readsBody
        ? await readBody(ctx, generic)
        : { body: generic.body ? (ctx.request.body ?? {}) : undefined, rawBody: undefined };
      const input = {
        body: generic.body ? parsePart(generic.body, body) : undefined,
        query: query ? parsePart(query, { ...ctx.query }) : undefined,
        params: params ? parsePart(params, { ...ctx.params }) : undefined,
      } as RouteInput<RouteDef>;

      const account = rateLimited ? (await accountOf(input, caller))?.toLowerCase() : undefined;
      if (account) await deps.rateLimiter.hitAccount(key, account, { ip: ctx.ip, device: deviceOf(ctx) });

      const answer = await run(input, {
        caller: caller as Caller,
        ip: ctx.ip,
        headers: ctx.headers,
        rawBody,
        setHeader: (name, value) => ctx.set(name, value),
      });

      // Signed in: this address and device keep their own allowance on the account from now on.
      if (account) await deps.rateLimiter.remember(account, { ip: ctx.ip, device: ensureDevice(ctx) });
      respond(ctx, answer, status);
    };
    router.register(route.path, [route.method], handle);
    deps.staticRoutes?.add(route.method, route.path, handle);
  };
}
