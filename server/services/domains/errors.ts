/**
 * Domain errors are HttpErrors, so the error middleware answers them as they are: a bad name or
 * TLD with 400 (naming the field, like a schema failure), a registered name with 409.
 */
import { HttpError } from '../../http/errors';

/** A domain field the service refuses; `field` is the payload path ("domain", "tld", "years"). */
export class DomainValidationError extends HttpError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, message, { issues: [{ path: field, message }] });
    this.name = 'DomainValidationError';
  }
}

/** The registry says the name is registered: it cannot be ordered. */
export class DomainUnavailableError extends HttpError {
  constructor(readonly fqdn: string) {
    super(409, `${fqdn} is already registered. Please choose another name.`);
    this.name = 'DomainUnavailableError';
  }
}
