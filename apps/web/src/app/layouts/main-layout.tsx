// The main layout: skip link, navigation bar, the page, footer; for a signed-in doctor or patient, the incoming-call listener.
import { lazy, memo, Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { WhenNear } from '../../components/when-near.tsx';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { scrollKey } from './scroll-key.ts';
import { SiteHeader } from './site-header.tsx';
import { useRouteFocus } from './use-route-focus.ts';

const SiteFooter = lazy(() => import('./site-footer.tsx').then((m) => ({ default: m.SiteFooter })));
const DoctorIncomingCalls = lazy(() =>
  import('./doctor-incoming-calls.tsx').then((m) => ({ default: m.DoctorIncomingCalls })),
);

/**
 * Only a signed-in account is rung, and a session is known after hydration: the listener's gate and code load
 * once someone is signed in, so a visitor's first download carries none of it (e2e/bundle-budget.spec.ts).
 */
function CallListeners() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <DoctorIncomingCalls />
    </Suspense>
  );
}

/**
 * The footer is below the first screen of every page: its code loads when it comes near (components/
 * when-near.tsx), so '/' stays within its JavaScript budget. Memoized without props: a boundary still
 * waiting must receive no update (see there).
 */
const Footer = memo(function Footer() {
  return (
    <WhenNear placeholder={<div className="mt-16 h-[36rem] bg-brand-900 lg:h-[22rem]" />}>
      <SiteFooter />
    </WhenNear>
  );
});

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
      <Footer />
      <CallListeners />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
