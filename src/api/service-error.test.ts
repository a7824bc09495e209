import { describe, expect, it } from 'vitest';
import { isServerRefusal, messageOf } from '@machines/shared/errors';
import { ApiError } from './api-error';
import { toServiceError } from './service-error';

const statusOf = (error: Error): unknown => (error as Error & { status?: unknown }).status;

describe('toServiceError', () => {
  it("keeps the server's message and status from a JSON error body", () => {
    const error = toServiceError(
      new ApiError(409, JSON.stringify({ message: 'This payment was cancelled' })),
    );
    expect(messageOf(error)).toBe('This payment was cancelled');
    expect(isServerRefusal(error)).toBe(true);
    expect(statusOf(error)).toBe(409);
  });

  it('gives a refusal without a message when the body is not the error JSON, so the view shows its fallback', () => {
    const error = toServiceError(
      new ApiError(502, '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>'),
    );
    expect(messageOf(error)).toBeUndefined();
    expect(error.message).toBe('');
    expect(isServerRefusal(error)).toBe(true);
    expect(statusOf(error)).toBe(502);
  });

  it('gives no message and no status for a failure without an answer', () => {
    const error = toServiceError(new TypeError('Failed to fetch'));
    expect(messageOf(error)).toBeUndefined();
    expect(isServerRefusal(error)).toBe(false);
  });

  it('keeps the original error as the cause', () => {
    const original = new ApiError(500, 'Internal Server Error');
    expect(toServiceError(original).cause).toBe(original);
  });
});
