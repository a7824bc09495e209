/**
 * The server's own words in a refusal. The API answers every non-OK status with the JSON error
 * body (`contract/errors`); anything else (a proxy's or the platform's HTML page, an empty body
 * replaced by the status text) has no message meant for a person, so the view shows its fallback.
 */
import type { ErrorBody } from '@contract/errors';
import { ApiError } from './api-error';

/**
 * The error body's `message`, read with a plain check rather than its zod schema: every view that
 * can fail reaches here, and the schema code would join the pages' first idle load for one string.
 */
const messageOf = (body: unknown): ErrorBody['message'] | undefined =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;

/** The non-blank `message` of the API's JSON error body, else undefined. */
export const serverMessageOf = (error: ApiError): string | undefined => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.text);
  } catch {
    return undefined;
  }
  const message = messageOf(parsed);
  return message?.trim() ? message : undefined;
};

/**
 * A failure as a person reads it: the status and the server's own words ("500: Database
 * unavailable"), else the error's message as the data layer wrote it ("{status}: {text}").
 */
export const failureReasonOf = (error: Error): string => {
  const message = error instanceof ApiError ? serverMessageOf(error) : undefined;
  return error instanceof ApiError && message ? `${error.status}: ${message}` : error.message;
};
