// The layout of /login and /register: no main navigation, a centred card, the logo linking home.
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { paths } from '../../config/paths.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { scrollKey } from './scroll-key.ts';
import { useRouteFocus } from './use-route-focus.ts';

export function AuthLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <SkipLink />
      <NavigationProgress />
      <header className="px-4 py-6 sm:px-6">
        <div className="mx-auto flex max-w-md justify-center">
          <Logo />
        </div>
      </header>
      <main
        id="main-content"
        ref={mainRef}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pb-12 focus:outline-none"
      >
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-slate-600">
        <Link to={paths.privacyPolicy} className="underline-offset-4 hover:underline">
          <Trans>Privacy Policy</Trans>
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.termsOfService} className="underline-offset-4 hover:underline">
          <Trans>Terms of Service</Trans>
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.contact} className="underline-offset-4 hover:underline">
          <Trans>Contact Us</Trans>
        </Link>
      </footer>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
