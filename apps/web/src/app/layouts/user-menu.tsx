// The signed-in user's menu: photo or initials, name, e-mail, account links and Logout.

import { hasRole } from '@arogya/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { paths } from '../../config/paths.ts';
import { signOut } from '../../features/users/sign-out.ts';
import type { AuthUser } from '../../lib/auth/auth-slice.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { deskLinksFor, USER_MENU } from './nav-links.ts';

const RenewalNote = lazy(() => import('./renewal-note.tsx'));

export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDismiss(open, close, panelRef, buttonRef);

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => setOpen(false), [pathname]);

  const photo = user.avatar ?? user.profilePicture;
  // The health card's renewal reminder, for patients (docs/product-rules.md#family-members-and-the-health-card).
  const patient = hasRole(user, 'patient');

  const onLogout = () => {
    setOpen(false);
    // Leave first: a guarded page would otherwise redirect with itself as the place to return to.
    navigate(paths.login, { replace: true });
    void signOut();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <UserAvatar name={user.name} src={photo} />
        <span className="max-w-32 truncate">{user.name}</span>
        <span className="sr-only">{t`: account menu`}</span>
        {patient ? (
          <Suspense fallback={null}>
            <RenewalNote variant="dot" />
          </Suspense>
        ) : null}
        <ChevronDownIcon
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white py-2 shadow-lg"
      >
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 pb-3">
          <UserAvatar name={user.name} src={photo} size="md" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
        </div>
        {patient ? (
          <Suspense fallback={null}>
            <RenewalNote variant="link" />
          </Suspense>
        ) : null}
        <ul className="py-1">
          {[...deskLinksFor(user), ...USER_MENU].map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800"
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-200 pt-1">
          <button
            type="button"
            onClick={onLogout}
            className="block w-full px-4 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <Trans>Logout</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
