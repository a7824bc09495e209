/**
 * Why a safe fetch did not return a page. Every error carries a message a visitor can read, because
 * the health check shows it as is (the route answers 422 with it).
 */

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'unsafe_address'
  | 'dns_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'network';

/** Base class: `code` for programs, `message` for people. */
export abstract class SafeFetchError extends Error {
  abstract readonly code: SafeFetchErrorCode;
}

/** The address is not an http(s) URL we may fetch (bad syntax, other scheme, credentials). */
export class InvalidUrlError extends SafeFetchError {
  readonly code = 'invalid_url';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidUrlError';
  }
}

/** The host is, or resolves to, an address the server must never contact (SSRF defence). */
export class UnsafeAddressError extends SafeFetchError {
  readonly code = 'unsafe_address';
  constructor(
    readonly host: string,
    /** The refused address and the rule that refused it, for logs. */
    readonly reason: string,
  ) {
    super(`The address ${host} points to a private or reserved network and cannot be checked.`);
    this.name = 'UnsafeAddressError';
  }
}

/** The site could not be read: DNS, connection, timeout, size or redirect limits. */
export class FetchFailedError extends SafeFetchError {
  constructor(
    readonly code: Exclude<SafeFetchErrorCode, 'invalid_url' | 'unsafe_address'>,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FetchFailedError';
  }
}
