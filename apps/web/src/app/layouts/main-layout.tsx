// The main layout: skip link, navigation bar, the page, footer; for doctors, the incoming-call listener.
import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { DoctorIncomingCalls } from './doctor-incoming-calls.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { scrollKey } from './scroll-key.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useRouteFocus } from './use-route-focus.ts';

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
