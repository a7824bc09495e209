import type { z } from 'zod';
import { errorBodyFromZod } from '@contract';

/**
 * A non-OK answer a handler gives on purpose: the server's error body `{ message }`, plus any
 * extra fields a route's error shape has (the credit claim's `alreadyClaimed`).
 */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'MockHttpError';
  }

  get body(): Record<string, unknown> {
    return { message: this.message, ...this.extra };
  }
}

/**
 * 400 with the failing fields, as the server answers a payload that fails its schema
 * (server/http/bind-route.ts): the message names the first failing field ("title: Required").
 */
export const invalidRequest = (error: z.ZodError): MockHttpError => {
  const { message, issues } = errorBodyFromZod(error);
  const first = issues?.[0];
  return new MockHttpError(
    400,
    first ? (first.path ? `${first.path}: ${first.message}` : first.message) : message,
    {
      issues,
    },
  );
};

export const notFound = (what: string): MockHttpError => new MockHttpError(404, `${what} not found`);
