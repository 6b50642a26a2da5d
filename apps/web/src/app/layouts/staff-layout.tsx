// The layout of staff pages (docs/screens.md#staff-homes): the staff member's desk links and account menu,
// the page, and no patient marketing footer; for a signed-in doctor or patient, the incoming-call listener.
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { AccountLanguage } from './account-language.tsx';
import { DoctorIncomingCalls } from './doctor-incoming-calls.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { staffLinksFor } from './nav-links.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { scrollKey } from './scroll-key.ts';
import { useRouteFocus } from './use-route-focus.ts';
import { UserMenu } from './user-menu.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function StaffLayout() {
  const { t } = useLingui();
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  const links = staffLinksFor(user);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <NavigationProgress />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:px-8">
          <Logo />
          {links.length > 0 ? (
            <nav
              aria-label={t`Staff`}
              className="order-last w-full overflow-x-auto md:order-none md:w-auto md:flex-1"
            >
              <ul className="flex items-center gap-1">
                {links.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={linkClass}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch />
            <NotificationBell />
            {user ? <UserMenu user={user} /> : null}
          </div>
        </div>
      </header>
      <main id="main-content" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <DoctorIncomingCalls />
      <AccountLanguage />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
