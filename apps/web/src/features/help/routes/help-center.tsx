// /helpcenter: answers about accounts, appointments, orders and prescriptions, and how to reach support.
import { SUPPORT } from '@arogya/contracts/constants';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FaqList } from '../components/faq-list.tsx';
import { FAQ_SECTIONS } from '../help-faqs.tsx';

export default function HelpCenterPage() {
  usePageTitle('Help Center');
  const { address } = SUPPORT;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Help Center</h1>
      <p className="mt-2 text-slate-700">
        Answers to common questions, and how to reach us when you need a person.
      </p>

      <nav aria-label="Help topics" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FAQ_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 space-y-10">
        {FAQ_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold text-slate-900">
              {section.title}
            </h2>
            <FaqList faqs={section.faqs} />
          </section>
        ))}
      </div>

      <section aria-labelledby="help-contact" className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h2 id="help-contact" className="text-xl font-semibold text-slate-900">
          Contact support
        </h2>
        <p className="mt-1 text-sm text-slate-700">{SUPPORT.hours}</p>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-900">Phone (toll-free)</dt>
            <dd>
              <a href={SUPPORT.phoneHref} className="text-brand-800 underline underline-offset-4">
                {SUPPORT.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">E-mail</dt>
            <dd>
              <a href={`mailto:${SUPPORT.email}`} className="text-brand-800 underline underline-offset-4">
                {SUPPORT.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Grievances</dt>
            <dd>
              <a
                href={`mailto:${SUPPORT.grievanceEmail}`}
                className="text-brand-800 underline underline-offset-4"
              >
                {SUPPORT.grievanceEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Postal address</dt>
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
        <p className="mt-4 text-sm text-slate-700">
          You can also use the{' '}
          <Link to={paths.contact} className="font-medium text-brand-800 underline underline-offset-4">
            contact page
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
