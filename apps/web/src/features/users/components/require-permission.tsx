// A permission gate inside the signed-in area: the page shows only to users whose roles hold the permission
// (packages/contracts/src/roles.ts, the lists the API enforces); anyone else gets a clear 403 page (no
// redirect, so they know why). Loaded lazily with the desk it guards.
import { can, type Permission, type Role, rolesWith } from '@arogya/contracts/roles';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useMatches } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { formatList } from '../../../lib/policy-text.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const ROLE_NAMES = localizedLabels<Role>({
  patient: msg`patients`,
  doctor: msg`doctors`,
  receptionist: msg`clinic receptionists`,
  lab: msg`lab partner staff`,
  pharmacist: msg`pharmacists`,
  admin: msg`administrators`,
});

function Forbidden({ permission }: { permission: Permission | undefined }) {
  const { t } = useLingui();
  const holders = formatList(
    permission ? rolesWith(permission).map((r) => ROLE_NAMES[r]) : [ROLE_NAMES.admin],
  );
  usePageTitle(t`Not allowed`);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <span className="block text-5xl font-extrabold text-brand-700">403</span>
        <Trans>This page is not for your account</Trans>
      </h1>
      <p className="mt-4 text-slate-700">
        <Trans>
          Only {holders} can open this page. If you work at a clinic on Arogya and need access, ask your
          administrator to add the role to your account.
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClass('primary')}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to={paths.helpCenter} className={buttonClass('secondary')}>
          <Trans>Help Center</Trans>
        </Link>
      </div>
    </div>
  );
}

/** The route handle naming the permission a gated branch needs. */
export type PermissionHandle = { permission: Permission };

function requiredPermission(matches: ReturnType<typeof useMatches>): Permission | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const permission = (matches[i]?.handle as Partial<PermissionHandle> | undefined)?.permission;
    if (permission) return permission;
  }
  return undefined;
}

/** A layout route: renders its child routes only for users who hold the permission its handle names. */
export default function RequirePermission() {
  const permission = requiredPermission(useMatches());
  const user = useAuthStore((s) => s.user);
  if (!user) return <Spinner />;
  if (!permission || !can(user, permission)) return <Forbidden permission={permission} />;
  return <Outlet />;
}
