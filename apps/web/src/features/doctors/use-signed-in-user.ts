// The signed-in user (null for a visitor), for links that need their id.
import { useAuthStore } from '../../lib/auth/auth-store.ts';

export function useSignedInUser() {
  return useAuthStore((s) => (s.isAuthenticated ? s.user : null));
}
