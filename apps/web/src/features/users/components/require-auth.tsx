// The protected-route guard (docs/screens.md#protected-route-guard): verify a stored token, wait while
// loading, else go to /login remembering where the user was going (replacing history, so Back does not return
// to the guard).
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { ToLogin } from '../../../components/to-login.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { readStoredToken, useAuthStore } from '../../../lib/auth/auth-store.ts';
import { verifySession } from '../session.ts';
import { wasSignedOutOnPurpose } from '../sign-out.ts';

export function RequireAuth() {
  const { isAuthenticated, loading } = useAuthStore(
    useShallow((s) => ({ isAuthenticated: s.isAuthenticated, loading: s.loading })),
  );
  const hasStoredToken = readStoredToken() !== null;
  const mustVerify = hasStoredToken && !isAuthenticated && !loading;

  useEffect(() => {
    if (mustVerify) void verifySession();
  }, [mustVerify]);

  if (loading || mustVerify) return <Spinner />;
  if (!isAuthenticated) {
    // After a deliberate logout the next login goes home, not back to the page that was left.
    return <ToLogin remember={!wasSignedOutOnPurpose()} />;
  }
  return <Outlet />;
}
