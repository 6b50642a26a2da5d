// The menu below md: main links, the one search box (features/search), account links, and delivery cities on /medifarma pages.
// Loaded on first open (site-header.tsx). It brings its own query provider so the delivery-cities hook
// may query the API even though the header sits outside the app-services layout.

import { hasRole } from '@arogya/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import QueryProvider from '../../components/query-provider.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { medifarmaLocationPath, paths } from '../../config/paths.ts';
import { useDeliveryCities } from '../../features/pharmacy/api/list-serviceable-cities.ts';
import { SearchCombobox } from '../../features/search/components/search-combobox.tsx';
import { signOut } from '../../features/users/sign-out.ts';
import type { AuthUser } from '../../lib/auth/auth-slice.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { deskLinksFor, isMedifarmaPath, MAIN_NAV, MOBILE_USER_MENU } from './nav-links.ts';
import RenewalNote from './renewal-note.tsx';

/** The mobile menu lists the top 4 delivery locations (docs/screens.md#navigation). */
const MAX_DELIVERY_CITIES = 4;

export type MobileMenuProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  user: AuthUser | null;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
  }`;

export default function MobileMenuWithData(props: MobileMenuProps) {
  return (
    <QueryProvider>
      <MobileMenu {...props} />
    </QueryProvider>
  );
}

function MobileMenu({ id, open, onClose, triggerRef, user }: MobileMenuProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const deliveryCities = useDeliveryCities(isMedifarmaPath(pathname));
  const panelRef = useRef<HTMLDivElement>(null);
  useDismiss(open, onClose, panelRef, triggerRef);

  const cities = deliveryCities.slice(0, MAX_DELIVERY_CITIES);

  const onLogout = () => {
    onClose();
    // Leave first: a guarded page would otherwise redirect with itself as the place to return to.
    navigate(paths.login, { replace: true });
    void signOut();
  };

  return (
    <div
      ref={panelRef}
      id={id}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-3 pb-6 shadow-lg md:hidden"
    >
      <search className="mb-3 block">
        <SearchCombobox onNavigate={onClose} />
      </search>

      <nav aria-label={t`Mobile`}>
        <ul className="space-y-1">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === paths.home} className={linkClass}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className="block text-base" />
          </li>
        </ul>

        {cities.length > 0 ? (
          <div className="mt-4 border-t border-slate-200 pt-4">
            <h2 className="px-3 text-sm font-semibold text-slate-600">
              <Trans>Delivery locations</Trans>
            </h2>
            <ul className="mt-1 space-y-1">
              {cities.map((city) => (
                <li key={city.slug}>
                  <NavLink to={medifarmaLocationPath(city.slug)} className={linkClass}>
                    {city.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="mt-4 border-t border-slate-200 pt-4">
          {user ? (
            <>
              <div className="mb-2 flex items-center gap-3 px-3">
                <UserAvatar name={user.name} src={user.avatar ?? user.profilePicture} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{user.name}</p>
                  <p className="truncate text-sm text-slate-600">{user.email}</p>
                </div>
              </div>
              {hasRole(user, 'patient') ? <RenewalNote variant="link" /> : null}
              <ul className="space-y-1">
                {[...deskLinksFor(user), ...MOBILE_USER_MENU].map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={linkClass}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={onLogout}
                    className="block w-full rounded-lg px-3 py-2.5 text-left text-base font-medium text-red-700 hover:bg-red-50"
                  >
                    <Trans>Logout</Trans>
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <Link to={paths.login} className={buttonClass('secondary')}>
                <Trans>Login</Trans>
              </Link>
              <Link to={paths.register} className={buttonClass('primary')}>
                <Trans>Register</Trans>
              </Link>
            </div>
          )}
        </div>
      </nav>
    </div>
  );
}
