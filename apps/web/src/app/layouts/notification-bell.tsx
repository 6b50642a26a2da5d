// The header's bell for a signed-in person (both layouts). Only this shell loads with the header: the live
// count, its socket and the dropdown arrive in their own chunk (features/notifications/components/live-bell.tsx)
// once someone is signed in, so a visitor's first download carries none of it (e2e/bundle-budget.spec.ts).
import { Trans } from '@lingui/react/macro';
import BellIcon from 'lucide-react/icons/bell';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { withCatalogs } from '../../lib/i18n/catalogs.ts';

// In Hindi with the notifications catalog (its dropdown's words), whatever page it shows on.
const LiveBell = lazy(() =>
  withCatalogs(() => import('../../features/notifications/components/live-bell.tsx'), 'notifications'),
);

/** What shows while the live bell's code arrives: the same box, a plain link to the notifications page. */
function BellLink() {
  return (
    <Link
      to={paths.notifications}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
    >
      <BellIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">
        <Trans>Notifications</Trans>
      </span>
    </Link>
  );
}

export function NotificationBell() {
  const signedIn = useAuthStore((s) => s.isAuthenticated && s.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={<BellLink />}>
      <LiveBell />
    </Suspense>
  );
}
