// The main layout: skip link, navigation bar, the page, footer; for doctors, the incoming-call listener.
import { hasRole } from '@arogya/contracts/roles';
import { lazy, Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { scrollKey } from './scroll-key.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useRouteFocus } from './use-route-focus.ts';

// Loaded only for doctors, so it adds nothing to what other visitors download.
const IncomingCallListener = lazy(() => import('../../features/calls/components/incoming-call-listener.tsx'));

function DoctorIncomingCalls() {
  const isDoctor = useAuthStore((s) => s.isAuthenticated && hasRole(s.user, 'doctor'));
  if (!isDoctor) return null;
  return (
    <Suspense fallback={null}>
      <IncomingCallListener />
    </Suspense>
  );
}

export function MainLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the first screen and never moves in it while a
          page's code or data arrives (docs/screens.md#navigation). */}
      <main id="main-content" ref={mainRef} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <DoctorIncomingCalls />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
