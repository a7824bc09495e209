/**
 * Who is calling: the bearer token of the Authorization header, looked up by its SHA-256 hash
 * (decision 8), with the account it belongs to. A token of a deleted account is no token.
 */
import type { Store } from '../store/port';
import type { CustomerRecord, Scope } from '../store/records';
import type { Clock } from '../lib/clock';
import { sha256Hex } from '../lib/crypto';
import { TEXT_MAX } from '@contract/fields';

export interface Caller {
  customer: CustomerRecord;
  scope: Scope;
  /** Identifies the token (logout revokes it) without holding the token itself. */
  tokenHash: string;
}

export type Authenticate = (authorization: string | undefined) => Promise<Caller | null>;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer …` header, or null. */
export const bearerToken = (authorization: string | undefined): string | null => {
  const match = BEARER.exec(authorization ?? '');
  const token = match?.[1];
  return token && token.length <= TEXT_MAX.token ? token : null;
};

export function createAuthenticate(deps: { store: Store; clock: Clock }): Authenticate {
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) return null;
    const tokenHash = sha256Hex(token);
    const record = await deps.store.tokens.findValid(tokenHash, deps.clock.now());
    if (!record) return null;
    const customer = await deps.store.customers.findById(record.customerId);
    if (!customer) return null;
    return { customer, scope: record.scope, tokenHash };
  };
}
