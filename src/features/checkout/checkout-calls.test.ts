import { describe, expect, it } from 'vitest';
import { isServerRefusal, messageOf } from '../../../machines/shared/errors';
import { ApiError } from '../../api/api-error';
import { toServiceError } from './checkout-calls';

describe('toServiceError', () => {
  it("keeps the server's message and status from a JSON error body", () => {
    const error = toServiceError(
      new ApiError(409, JSON.stringify({ message: 'This payment was cancelled' })),
    );
    expect(messageOf(error)).toBe('This payment was cancelled');
    expect(isServerRefusal(error)).toBe(true);
    expect((error as Error & { status: number }).status).toBe(409);
  });

  it('keeps "{status}: {text}" when the body is not the error JSON', () => {
    const error = toServiceError(new ApiError(502, 'Bad Gateway'));
    expect(messageOf(error)).toBe('502: Bad Gateway');
    expect(isServerRefusal(error)).toBe(true);
  });

  it('gives no message and no status for a failure without an answer', () => {
    const error = toServiceError(new TypeError('Failed to fetch'));
    expect(messageOf(error)).toBeUndefined();
    expect(isServerRefusal(error)).toBe(false);
  });
});
