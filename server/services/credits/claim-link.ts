/**
 * Claim links (decision 29): the agency's emails link to the claim page with the email and the
 * server's HMAC-SHA256 of it, so that the page may greet the holder by name. The secret comes from
 * CLAIM_LINK_SECRET or, when that is not set, is generated once and kept in the store, so every
 * server process sharing the store signs and checks alike.
 */
import { createHmac } from 'node:crypto';
import { randomToken, safeEqual } from '../../lib/crypto';
import type { Store } from '../../store/port';
import { normalizeEmail } from '../../store/record-utils';

export interface ClaimLinks {
  /** The signature of an email for its claim link's `sig` parameter. */
  sign(email: string): Promise<string>;
  /** True when `sig` is this server's signature of the email (any case, surrounding spaces). */
  verify(email: string, sig: string): Promise<boolean>;
}

/** The store's name of the generated secret. */
export const CLAIM_LINK_SECRET_NAME = 'claim-link';

export function createClaimLinks(deps: { store: Store; secret?: string }): ClaimLinks {
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= deps.secret
      ? Promise.resolve(deps.secret)
      : deps.store.secrets.getOrCreate(CLAIM_LINK_SECRET_NAME, randomToken());
    // A failed read is tried again on the next call rather than kept.
    secret.catch(() => (secret = undefined));
    return secret;
  };
  const sign = async (email: string) =>
    createHmac('sha256', await key())
      .update(`claim-credit:${normalizeEmail(email)}`)
      .digest('base64url');
  return {
    sign,
    async verify(email, sig) {
      return safeEqual(Buffer.from(await sign(email)), Buffer.from(sig));
    },
  };
}
