// POST /api/v1/users/logout: revokes the token server-side (the whole sign-out is in ../sign-out.ts,
// which loads this file on demand; it imports nothing back, so the two are not a cycle).
import { apiClient } from '../../../lib/api-client.ts';

export function logoutRequest(token: string): Promise<unknown> {
  // The token is passed explicitly: local state is already cleared. A 401 here (token already revoked)
  // must not count as "session expired".
  return apiClient.post('/api/v1/users/logout', undefined, { token, redirectOnUnauthorized: false });
}
