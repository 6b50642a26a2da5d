// The Grievance Officer as the IT Rules, 2021 ask: name, designation, postal address in India, e-mail (and a
// phone when one is published) and how soon a complaint is answered. The person is data an admin sets
// (lib/api/get-grievance-officer.ts, docs/product-rules.md#the-grievance-officer); until the answer is
// there, or if it fails, the office's mailbox and address (constants) still show. The privacy policy, the
// terms, the contact page and the help center show this one block, their loaders fetching it.
import { GRIEVANCE_RESPONSE, SUPPORT } from '@arogya/contracts/constants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGrievanceOfficer } from '../lib/api/get-grievance-officer.ts';
import { formatIndianMobile } from '../lib/format.ts';

const link =
  'rounded-sm font-medium text-teal-700 underline underline-offset-2 break-words hover:text-teal-900';

export function GrievanceOfficer({ subject }: { subject?: string }) {
  const { t } = useLingui();
  const officer = useGrievanceOfficer().data;
  const name = officer?.name ?? null;
  const designation = officer?.designation ?? t`Grievance Officer`;
  const email = officer?.email ?? SUPPORT.grievanceEmail;
  const phone = officer?.phone ?? null;
  const { line1, line2, city, state, pinCode } = officer?.address ?? SUPPORT.address;
  const { acknowledgeHours, resolveDays } = officer ?? GRIEVANCE_RESPONSE;
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return (
    <div className="space-y-2 text-slate-700">
      <address className="not-italic">
        {name ? <span className="block font-semibold text-slate-900">{name}</span> : null}
        <span className={name ? 'block' : 'block font-semibold text-slate-900'}>{designation}</span>
        <span className="block">{line1}</span>
        <span className="block">{line2}</span>
        <span className="block">
          <Trans>
            {city}, {state} {pinCode}, India
          </Trans>
        </span>
        <span className="block">
          <Trans>E-mail:</Trans>{' '}
          <a href={href} className={link}>
            {email}
          </a>
        </span>
        {phone ? (
          <span className="block">
            <Trans>Phone:</Trans>{' '}
            <a href={`tel:+91${phone}`} className={link}>
              {formatIndianMobile(phone)}
            </a>
          </span>
        ) : null}
      </address>
      <p>
        {t`We acknowledge a complaint within ${plural(acknowledgeHours, { one: '# hour', other: '# hours' })} and resolve it within ${plural(resolveDays, { one: '# day', other: '# days' })} of receiving it.`}
      </p>
    </div>
  );
}
