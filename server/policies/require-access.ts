/**
 * The access rule of a route (decision 9): public calls pass; customer calls need any valid token;
 * admin calls need an admin-scoped token of an account that is still an admin.
 */
import type { Access } from '@contract/route-def';
import { forbidden, unauthorized } from '../http/errors';
import type { Caller } from './authenticate';

export function requireAccess(access: Access, caller: Caller | null): Caller | undefined {
  if (access === 'public') return caller ?? undefined;
  if (!caller) throw unauthorized();
  if (access === 'admin' && (caller.scope !== 'admin' || !caller.customer.isAdmin)) throw forbidden();
  return caller;
}
