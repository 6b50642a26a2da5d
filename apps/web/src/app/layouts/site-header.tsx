// The top navigation bar (docs/screens.md#navigation): links, cart on /labs and /medifarma and on every page
// while either cart holds items, sign-in or the user menu.

import { hasRole } from '@arogya/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import MenuIcon from 'lucide-react/icons/menu';
import SearchIcon from 'lucide-react/icons/search';
import XIcon from 'lucide-react/icons/x';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { useCartItemCount } from '../../lib/cart/use-cart-item-count.ts';
import { useSearchRequest } from '../../lib/search-request.ts';
import { useScrolled } from '../../lib/use-scrolled.ts';
import { CartLink } from './cart-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { cartLinkKind, MAIN_NAV } from './nav-links.ts';
import { NotificationBell } from './notification-bell.tsx';

const MOBILE_MENU_ID = 'mobile-menu';

const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(loadMobileMenu);
// The search dialog's code loads when the pointer nears its button, or on the first click.
const loadSearchDialog = () => import('../../features/search/components/search-dialog.tsx');
const SearchDialog = lazy(loadSearchDialog);
const RenewalNote = lazy(() => import('./renewal-note.tsx'));
// Only signed-in people have the menu, and their session is known after hydration anyway.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
// Nor does a visitor need their account's language (it draws nothing): its code loads once someone signs in.
const AccountLanguage = lazy(() =>
  import('./account-language.tsx').then((m) => ({ default: m.AccountLanguage })),
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function SiteHeader() {
  const { t } = useLingui();
  const scrolled = useScrolled();
  const { pathname } = useLocation();
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  const medicineCount = useCartItemCount('medicine');
  const labTestCount = useCartItemCount('labtest');
  const cartKind = cartLinkKind(pathname, { medicine: medicineCount, labtest: labTestCount });
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code loads on first use; it then stays mounted (hidden) so reopening is instant.
  const [menuWanted, setMenuWanted] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  // The home hero's box asks for the search with what was typed (lib/search-request.ts).
  const searchRequest = useSearchRequest();
  useEffect(() => {
    if (searchRequest) setSearchOpen(true);
  }, [searchRequest]);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the menu
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      className={`sticky top-0 z-30 border-b transition-shadow ${
        scrolled ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur' : 'border-transparent bg-white'
      }`}
      data-scrolled={scrolled || undefined}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label={t`Main`} className="ml-4 hidden flex-1 md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={navLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            onPointerEnter={() => void loadSearchDialog()}
            onClick={() => setSearchOpen(true)}
            className="hidden items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-700 hover:border-slate-500 md:inline-flex"
          >
            <SearchIcon aria-hidden="true" className="size-4" />
            <Trans>
              Search<span className="sr-only"> doctors, medicines and tests</span>
            </Trans>
          </button>
          <LanguageSwitch className="hidden md:inline-flex" />
          {cartKind ? <CartLink kind={cartKind} /> : null}
          <NotificationBell />
          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <>
                <Link to={paths.login} className={buttonClass('secondary', 'sm')}>
                  <Trans>Login</Trans>
                </Link>
                <Link to={paths.register} className={buttonClass('primary', 'sm')}>
                  <Trans>Register</Trans>
                </Link>
              </>
            )}
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            className="relative rounded-lg p-2 text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen((v) => !v);
            }}
          >
            {menuOpen ? (
              <XIcon aria-hidden="true" className="size-6" />
            ) : (
              <MenuIcon aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{menuOpen ? t`Close menu` : t`Open menu`}</span>
            {hasRole(user, 'patient') ? (
              <span className="absolute top-1 right-1 flex">
                <Suspense fallback={null}>
                  <RenewalNote variant="dot" />
                </Suspense>
              </span>
            ) : null}
          </button>
        </div>
      </div>

      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={closeSearch} initialText={searchRequest?.text ?? ''} />
        </Suspense>
      ) : null}

      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            onClose={closeMenu}
            triggerRef={menuButtonRef}
            user={user}
          />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <AccountLanguage />
        </Suspense>
      ) : null}
    </header>
  );
}
