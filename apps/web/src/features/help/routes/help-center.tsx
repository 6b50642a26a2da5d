// /helpcenter: answers about accounts, appointments, orders and prescriptions, and how to reach support.

import { SUPPORT } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { GrievanceOfficer } from '../../../components/grievance-officer.tsx';
import { paths } from '../../../config/paths.ts';
import { SUPPORT_HOURS } from '../../../config/support-hours.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FaqList } from '../components/faq-list.tsx';
import { FAQ_SECTIONS } from '../help-faqs.tsx';

export default function HelpCenterPage() {
  const { t } = useLingui();
  usePageTitle(t`Help Center`);
  const { address } = SUPPORT;
  const sections = FAQ_SECTIONS();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Help Center</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Answers to common questions, and how to reach us when you need a person.</Trans>
      </p>

      <nav aria-label={t`Help topics`} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {t(section.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 space-y-10">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold text-slate-900">
              {t(section.title)}
            </h2>
            <FaqList faqs={section.faqs} />
          </section>
        ))}
      </div>

      <section aria-labelledby="help-contact" className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h2 id="help-contact" className="text-xl font-semibold text-slate-900">
          <Trans>Contact support</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t(SUPPORT_HOURS)}</p>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-900">
              <Trans>Phone (toll-free)</Trans>
            </dt>
            <dd>
              <a href={SUPPORT.phoneHref} className="text-brand-800 underline underline-offset-4">
                {SUPPORT.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">
              <Trans>E-mail</Trans>
            </dt>
            <dd>
              <a href={`mailto:${SUPPORT.email}`} className="text-brand-800 underline underline-offset-4">
                {SUPPORT.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">
              <Trans>Postal address</Trans>
            </dt>
            <dd>
              <address className="not-italic text-slate-700">
                {address.line1}
                <br />
                {address.line2}
                <br />
                {address.city}, {address.state} {address.pinCode}
              </address>
            </dd>
          </div>
        </dl>
        <h3 className="mt-6 text-base font-semibold text-slate-900">
          <Trans>Grievance Officer</Trans>
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Not satisfied with how support handled a complaint, or a complaint about your personal data: write
            to our Grievance Officer.
          </Trans>
        </p>
        <div className="mt-2 text-sm">
          <GrievanceOfficer subject="Complaint" />
        </div>
        <p className="mt-4 text-sm text-slate-700">
          <Trans>
            You can also use the{' '}
            <Link to={paths.contact} className="font-medium text-brand-800 underline underline-offset-4">
              contact page
            </Link>
            .
          </Trans>
        </p>
      </section>
    </div>
  );
}

/** The Grievance Officer named on the page is in the server's HTML. */
export { grievanceOfficerLoader as loader } from '../../../lib/api/get-grievance-officer.ts';
