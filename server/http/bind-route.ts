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
import { errorBodyFromZod } from '../../contract/errors';
import type { Access, RouteDef } from '../../contract/route-def';
import type { Authenticate, Caller } from '../policies/authenticate';
import { requireAccess } from '../policies/require-access';
import type { RateLimiter } from '../policies/rate-limit';
import { jsonBody, readRawBody, requireJsonBody } from './body';
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
  rateLimitAccount?: (input: RouteInput<R>) => Promise<string | undefined> | string | undefined;
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

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
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
    const key = `${route.method} ${route.path}`;
    const generic = route as RouteDef;
    const run = handler as RouteHandler<RouteDef>;
    const accountOf = (options.rateLimitAccount ?? defaultAccount) as (
      input: RouteInput<RouteDef>,
    ) => Promise<string | undefined> | string | undefined;

    router.register(route.path, [route.method], async (ctx: RouterContext) => {
      const caller = requireAccess(
        generic.access,
        generic.access === 'public' ? null : await deps.authenticate(ctx.get('authorization') || undefined),
      );
      if (generic.rateLimited) await deps.rateLimiter.hit('ip', key, ctx.ip);

      const { body, rawBody } = await readBody(ctx, generic);
      const input = {
        body: parsePart(generic.body, body),
        query: parsePart(generic.query, { ...ctx.query }),
        params: parsePart(generic.params, { ...ctx.params }),
      } as RouteInput<RouteDef>;

      if (generic.rateLimited) {
        const account = await accountOf(input);
        if (account) await deps.rateLimiter.hit('account', key, account.toLowerCase());
      }

      const answer = await run(input, {
        caller: caller as Caller,
        ip: ctx.ip,
        headers: ctx.headers,
        rawBody,
        setHeader: (name, value) => ctx.set(name, value),
      });

      const checked = generic.response.safeParse(answer);
      if (!checked.success) throw new ResponseContractError(key, checked.error.issues);
      ctx.status = options.status ?? 200;
      ctx.body = checked.data;
    });
  };
}
