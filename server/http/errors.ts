/**
 * Errors a service may throw on purpose. The error middleware answers them with their status,
 * their message and any extra fields; every other error becomes a generic 500.
 */
import type { ErrorIssue } from '@contract/errors';

export interface HttpErrorOptions {
  issues?: ErrorIssue[];
  /** Extra fields of the answer body (the credit claim's `alreadyClaimed`, for one). */
  extra?: Readonly<Record<string, unknown>>;
  headers?: Readonly<Record<string, string>>;
}

export class HttpError extends Error {
  readonly issues?: ErrorIssue[];
  readonly extra: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.issues = options.issues;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  /** The JSON body of the answer. */
  body(): Record<string, unknown> {
    return { message: this.message, ...(this.issues ? { issues: this.issues } : {}), ...this.extra };
  }
}

export const badRequest = (message: string, options?: HttpErrorOptions) =>
  new HttpError(400, message, options);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Admin access required') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, options?: HttpErrorOptions) => new HttpError(409, message, options);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts. Please wait a moment and try again.', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
