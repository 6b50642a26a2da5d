// The short privacy notice shown before consent at registration (docs/product-rules.md#accounts-and-privacy).
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function PrivacyNotice({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        <Trans>How Arogya uses your information</Trans>
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>
          <Trans>
            Your name, e-mail and mobile number run your account, bookings and orders, and let us contact you
            about them.
          </Trans>
        </li>
        <li>
          <Trans>
            Health records (prescriptions, reports, consultations) are seen only by you, the doctor of that
            consultation and staff whose work needs them. Every such access is logged.
          </Trans>
        </li>
        <li>
          <Trans>We do not sell your data.</Trans>
        </li>
        <li>
          <Trans>You can download your data or delete your account at any time from your profile.</Trans>
        </li>
      </ul>
      <p className="mt-2 text-sm">
        <Link
          to={paths.privacyPolicy}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          <Trans>
            Read the full privacy policy<span className="sr-only"> (opens in a new tab)</span>
          </Trans>
        </Link>
      </p>
    </section>
  );
}
