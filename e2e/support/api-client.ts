/**
 * Calls to the running server by contract route name, the way the client and the tests of the
 * screens that do not exist yet (domains, health check) reach it. A 2xx answer is checked against
 * the route's response schema, so a journey also proves the server keeps the contract.
 */
import { routes, type BodyOf, type ResponseOf, type RouteName } from '@contract/routes';

export interface CallOptions<N extends RouteName> {
  body?: BodyOf<N>;
  params?: Readonly<Record<string, string>>;
  token?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON, or undefined when the body is not JSON. */
  body: unknown;
}

const fillPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });

export interface ApiClient {
  /** Any answer, for refusals a journey expects. */
  call<N extends RouteName>(name: N, options?: CallOptions<N>): Promise<Answer>;
  /** A successful answer, parsed by the route's response schema; anything else throws. */
  ok<N extends RouteName>(name: N, options?: CallOptions<N>): Promise<ResponseOf<N>>;
}

export function createApiClient(baseUrl: string): ApiClient {
  const call: ApiClient['call'] = async (name, options = {}) => {
    const route = routes[name];
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${fillPath(route.path, options.params)}`, {
      method: route.method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, body };
  };

  return {
    call,
    async ok(name, options) {
      const answer = await call(name, options);
      if (answer.status < 200 || answer.status >= 300) {
        throw new Error(
          `${routes[name].method} ${routes[name].path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
        );
      }
      return routes[name].response.parse(answer.body) as ResponseOf<typeof name>;
    },
  };
}
