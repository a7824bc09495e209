/**
 * A non-OK answer. The message is exactly "{status}: {text}" (spec part 1 §7, §8); the status
 * is kept as a number so callers can branch on it without parsing the message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`${status}: ${text}`);
  }
}

/** Throws an ApiError for a non-OK response; the text is the body, or the status text if empty. */
export const throwIfNotOk = async (response: Response): Promise<void> => {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, body || response.statusText);
};
