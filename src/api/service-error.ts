/**
 * What a machine's service rejects with (`machines/shared/errors`): an Error whose message is the
 * server's message, or empty so the view shows its translated fallback, with the numeric `status`
 * of a refusal. A failure with no answer (offline, DNS, CORS) carries neither.
 */
import { ApiError } from './api-error';
import { serverMessageOf } from './server-message';

export type ServiceError = Error & { status?: number };

export const toServiceError = (error: unknown): ServiceError =>
  error instanceof ApiError
    ? Object.assign(new Error(serverMessageOf(error) ?? '', { cause: error }), { status: error.status })
    : new Error('', { cause: error });

/** Runs a call of the data layer; its failure rejects as a ServiceError. */
export const asService = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    throw toServiceError(error);
  }
};
