import { throwIfNotOk } from './api-error';
import { authHeader } from './auth-header';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one write helper (spec part 1 §7): sends cookies and the bearer token, a JSON body only
 * when there is one, and throws "{status}: {text}" on any non-OK answer. Returns the response
 * so the caller decides whether and how to read the body.
 */
export const apiRequest = async (method: HttpMethod, url: string, body?: unknown): Promise<Response> => {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...authHeader(url) },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
};

/** Parses a JSON answer; an empty body (204, or a bare 200) gives null. */
export const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
};
