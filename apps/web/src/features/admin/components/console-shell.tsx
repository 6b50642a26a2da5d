// The admin console's frame: its title and the navigation between its sections (a row of links that
// scrolls sideways on a phone, a side column on a wide screen).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** Each section with the paths that show it (/admin opens on users and roles). */
const SECTIONS = [
  { to: paths.adminUsers, label: msg`Users and roles`, on: [paths.admin, paths.adminUsers] },
  { to: paths.adminDashboard, label: msg`Platform`, on: [paths.adminDashboard] },
  { to: paths.adminDoctors, label: msg`Doctors`, on: [paths.adminDoctors, paths.adminDoctorNew] },
  { to: paths.adminCatalogue, label: msg`Catalogue`, on: [paths.adminCatalogue] },
  { to: paths.adminBanners, label: msg`Banners`, on: [paths.adminBanners] },
  { to: paths.adminOffers, label: msg`Offers`, on: [paths.adminOffers] },
  { to: paths.adminArticles, label: msg`Articles`, on: [paths.adminArticles] },
  { to: paths.adminPayments, label: msg`Payments`, on: [paths.adminPayments] },
  { to: paths.adminConsultNow, label: msg`Consult now`, on: [paths.adminConsultNow] },
  { to: paths.adminMessages, label: msg`Message log`, on: [paths.adminMessages] },
  { to: paths.adminAuditLog, label: msg`Audit log`, on: [paths.adminAuditLog] },
  { to: paths.adminGrievanceOfficer, label: msg`Grievance Officer`, on: [paths.adminGrievanceOfficer] },
] as const;

export function ConsoleShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  usePageTitle(t`${title} · Admin`);
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '') || '/';
  // On a phone the sections scroll sideways: bring the current one into view.
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = currentRef.current;
    const list = link?.closest('ul');
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:flex lg:gap-8">
      <nav aria-label={t`Admin console`} className="lg:w-52 lg:shrink-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          <Trans>Admin console</Trans>
        </p>
        <ul className="relative mt-2 flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-1">
          {SECTIONS.map((s) => {
            const current = (s.on as readonly string[]).includes(here);
            return (
              <li key={s.to} className="shrink-0">
                <Link
                  ref={current ? currentRef : undefined}
                  to={s.to}
                  aria-current={current ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium ${
                    current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {t(s.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-4 min-w-0 flex-1 lg:mt-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">{intro}</p>
        <div className="mt-5">{children}</div>
      </div>
    </div>
  );
}
