// The footer (docs/screens.md#navigation): every link it names, the support contact block, and 'Add Arogya
// to your home screen' (there is no store app: the web app installs, add-to-home-screen.tsx).
import { SUPPORT } from '@arogya/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { packagePath, paths, testPath } from '../../config/paths.ts';
import { SUPPORT_HOURS } from '../../config/support-hours.ts';
import { AddToHomeScreen } from './add-to-home-screen.tsx';

type FooterLink = { to: string; label: MessageDescriptor };

const COLUMNS: { heading: MessageDescriptor; links: FooterLink[] }[] = [
  {
    heading: msg`Company`,
    links: [
      { to: paths.about, label: msg`About Us` },
      { to: paths.careers, label: msg`Careers` },
      { to: paths.contact, label: msg`Contact Us` },
      { to: paths.helpCenter, label: msg`Help Center` },
      { to: paths.healthArticles, label: msg`Health Articles` },
    ],
  },
  {
    heading: msg`Lab tests`,
    links: [
      { to: paths.labTests, label: msg`All Lab Tests` },
      { to: testPath('diabetes'), label: msg`Diabetes Tests` },
      { to: testPath('thyroid'), label: msg`Thyroid Tests` },
      { to: testPath('vitamin'), label: msg`Vitamin Tests` },
    ],
  },
  {
    heading: msg`Health packages`,
    links: [
      { to: paths.healthPackages, label: msg`All Health Packages` },
      { to: packagePath('full-body'), label: msg`Full Body Checkup` },
      { to: packagePath('women-health'), label: msg`Women's Health` },
      { to: packagePath('cardiac'), label: msg`Cardiac Care` },
    ],
  },
  {
    heading: msg`Policies`,
    links: [
      // Relative, as the original footer wrote it; React Router resolves it against this layout's route ('/').
      { to: 'privacy-policy', label: msg`Privacy Policy` },
      { to: paths.termsOfService, label: msg`Terms of Service` },
      { to: paths.replacementPolicy, label: msg`Refund & Replacement Policy` },
      { to: paths.paymentShippingPolicy, label: msg`Payment & Shipping Policy` },
    ],
  },
];

const linkClass = 'text-sm text-white underline-offset-4 hover:underline';

export function SiteFooter() {
  const { t } = useLingui();
  const { address } = SUPPORT;
  return (
    <footer className="on-dark mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8">
        <div>
          <p className="text-xl font-bold text-white" translate="no">
            Arogya
          </p>
          <p className="mt-2 max-w-sm text-sm">
            <Trans>
              Doctors, lab tests with home sample collection and medicines, for patients across India.
            </Trans>
          </p>
          <address className="mt-6 space-y-1 text-sm not-italic">
            {/* The registered postal address, written as the post reads it. */}
            <span className="block" translate="no">
              {address.line1}
            </span>
            <span className="block" translate="no">
              {address.line2}
            </span>
            <span className="block" translate="no">
              {address.city}, {address.state} {address.pinCode}
            </span>
            <span className="block pt-2">
              <Trans>
                Phone:{' '}
                <a href={SUPPORT.phoneHref} className={linkClass}>
                  {SUPPORT.phone}
                </a>
              </Trans>
            </span>
            <span className="block">
              <Trans>
                E-mail:{' '}
                <a href={`mailto:${SUPPORT.email}`} className={linkClass}>
                  {SUPPORT.email}
                </a>
              </Trans>
            </span>
            <span className="block">{t(SUPPORT_HOURS)}</span>
          </address>
          <AddToHomeScreen />
        </div>

        <nav aria-label={t`Footer`} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {COLUMNS.map((column) => (
            <div key={column.heading.id}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                {t(column.heading)}
              </h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs sm:px-6 lg:px-8">
          <Trans>
            © {new Date().getFullYear()} {address.line1} All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
