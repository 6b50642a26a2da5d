// The footer (docs/screens.md#navigation): every link it names, the support contact block, and the app badges
// (shown as "coming soon" text until the apps exist, rather than links to nowhere).
import { SUPPORT } from '@arogya/contracts/constants';
import { Link } from 'react-router';
import { packagePath, paths, testPath } from '../../config/paths.ts';

type FooterLink = { to: string; label: string };

const COLUMNS: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Company',
    links: [
      { to: paths.about, label: 'About Us' },
      { to: paths.careers, label: 'Careers' },
      { to: paths.contact, label: 'Contact Us' },
      { to: paths.healthArticles, label: 'Health Articles' },
    ],
  },
  {
    heading: 'Lab tests',
    links: [
      { to: paths.labTests, label: 'All Lab Tests' },
      { to: testPath('diabetes'), label: 'Diabetes Tests' },
      { to: testPath('thyroid'), label: 'Thyroid Tests' },
      { to: testPath('vitamin'), label: 'Vitamin Tests' },
    ],
  },
  {
    heading: 'Health packages',
    links: [
      { to: paths.healthPackages, label: 'All Health Packages' },
      { to: packagePath('full-body'), label: 'Full Body Checkup' },
      { to: packagePath('women-health'), label: "Women's Health" },
      { to: packagePath('cardiac'), label: 'Cardiac Care' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      // Relative, as the original footer wrote it; React Router resolves it against this layout's route ('/').
      { to: 'privacy-policy', label: 'Privacy Policy' },
      { to: paths.termsOfService, label: 'Terms of Service' },
      { to: paths.replacementPolicy, label: 'Refund & Replacement Policy' },
      { to: paths.paymentShippingPolicy, label: 'Payment & Shipping Policy' },
    ],
  },
];

const linkClass = 'text-sm text-white underline-offset-4 hover:underline';

export function SiteFooter() {
  const { address } = SUPPORT;
  return (
    <footer className="on-dark mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8">
        <div>
          <p className="text-xl font-bold text-white">Arogya</p>
          <p className="mt-2 max-w-sm text-sm">
            Doctors, lab tests with home sample collection and medicines, for patients across India.
          </p>
          <address className="mt-6 space-y-1 text-sm not-italic">
            <span className="block">{address.line1}</span>
            <span className="block">{address.line2}</span>
            <span className="block">
              {address.city}, {address.state} {address.pinCode}
            </span>
            <span className="block pt-2">
              Phone:{' '}
              <a href={SUPPORT.phoneHref} className={linkClass}>
                {SUPPORT.phone}
              </a>
            </span>
            <span className="block">
              E-mail:{' '}
              <a href={`mailto:${SUPPORT.email}`} className={linkClass}>
                {SUPPORT.email}
              </a>
            </span>
            <span className="block">{SUPPORT.hours}</span>
          </address>
          <div className="mt-6">
            <p className="text-sm font-semibold text-white">Arogya app</p>
            <p className="mt-2 flex flex-wrap gap-2 text-xs">
              <span className="rounded-lg border border-brand-300 px-3 py-2">Coming soon on Google Play</span>
              <span className="rounded-lg border border-brand-300 px-3 py-2">
                Coming soon on the App Store
              </span>
            </p>
          </div>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {COLUMNS.map((column) => (
            <div key={column.heading}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
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
          © {new Date().getFullYear()} {address.line1} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
