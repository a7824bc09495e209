/**
 * How machines read a failed service call. Services reject with an Error whose message is the
 * server's message (the app's adapters read it from the error body); a rejection that carries a
 * numeric `status` is a refusal by the server (a non-OK answer), anything else a network failure.
 */

/** The non-empty message of a rejection, if it has one. */
export const messageOf = (error: unknown): string | undefined => {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
};

/** True when the server answered with a non-OK status (as opposed to a network failure). */
export const isServerRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
