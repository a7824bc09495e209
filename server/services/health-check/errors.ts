/**
 * Why a health check produced no report. It is an HttpError, so the error middleware answers 422
 * with `message`, which names the problem in words a visitor can act on.
 */
import { HttpError } from '../../http/errors';

export type HealthCheckErrorCode =
  | 'invalid_url'
  | 'unsafe_address'
  | 'dns_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'network'
  | 'bad_status';

export class HealthCheckError extends HttpError {
  constructor(
    readonly code: HealthCheckErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    // 422: the request was understood, but this address cannot be checked.
    super(422, message);
    this.name = 'HealthCheckError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** Seconds a visitor waits before trying a check the server was too busy to run. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** Every fetch slot is taken and the queue is full: 503 with Retry-After, nothing is fetched. */
export class HealthCheckBusyError extends HttpError {
  constructor() {
    super(503, 'We are checking many sites right now. Please try again in a few seconds.', {
      headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
    });
    this.name = 'HealthCheckBusyError';
  }
}
