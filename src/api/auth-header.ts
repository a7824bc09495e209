import { useSession } from '@src/stores/session.store';

/** Admin calls that happen before an admin token exists (decision 9). */
const ADMIN_PRE_AUTH_PATHS = ['/api/admin/request-verification', '/api/admin/verify-code'];

const pathOf = (url: string): string => url.split(/[?#]/)[0] ?? url;

/** True when the call needs the admin-scoped token rather than the customer's. */
export const usesAdminToken = (url: string): boolean => {
  const path = pathOf(url);
  return path.startsWith('/api/admin/') && !ADMIN_PRE_AUTH_PATHS.includes(path);
};

/** The Authorization header for a call: the admin token for admin calls, the customer token otherwise. */
export const authHeader = (url: string): Record<string, string> => {
  const { authToken, adminToken } = useSession.getState();
  const token = usesAdminToken(url) ? adminToken : authToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
};
