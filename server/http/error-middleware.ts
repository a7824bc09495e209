/**
 * Turns every failure into a JSON answer: a thrown HttpError with its status and message, a body
 * parser failure with a fixed text, a payment provider's failure with a 502, and anything else with
 * a bare 500 — never a stack or an internal message. Unknown and provider errors are logged
 * (redacted) for the operator.
 */
import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger';
import { ResponseContractError } from './bind-route';
import { PaymentProviderError } from '../services/payments/errors';
import { HttpError } from './errors';

/** Texts for the 4xx errors that libraries (the body parser, Koa) throw with a status of their own. */
const LIBRARY_ERRORS: Readonly<Record<number, string>> = {
  400: 'Malformed JSON body',
  413: 'Request body is too large',
  415: 'Content-Type must be application/json',
};

export const PROVIDER_FAILED_MESSAGE =
  'The payment provider could not open the checkout. Please try again in a few minutes.';

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

export interface ErrorMiddlewareOptions {
  logger: Logger;
  /** Tests: a response that breaks the contract answers with the schema issues, to fail loudly. */
  exposeContractErrors: boolean;
}

export function errorMiddleware(options: ErrorMiddlewareOptions): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = error.body();
        return;
      }
      // Whatever the provider answered (a 400 of its API is no bad request of our client's), this
      // server's upstream failed.
      if (error instanceof PaymentProviderError) {
        options.logger.error('payment provider failed', {
          method: ctx.method,
          path: ctx.path,
          ...error.details,
        });
        ctx.status = 502;
        ctx.body = { message: PROVIDER_FAILED_MESSAGE };
        return;
      }
      const status = statusOf(error);
      if (status !== undefined) {
        ctx.status = status;
        ctx.body = { message: LIBRARY_ERRORS[status] ?? 'Bad request' };
        return;
      }
      options.logger.error('request failed', { method: ctx.method, path: ctx.path, error });
      ctx.status = 500;
      ctx.body =
        error instanceof ResponseContractError && options.exposeContractErrors
          ? { message: error.message }
          : { message: 'Internal server error' };
    }
  };
}
