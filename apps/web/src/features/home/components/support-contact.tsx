import { SUPPORT } from '@arogya/contracts/constants';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SUPPORT_HOURS } from '../../../config/support-hours.ts';
import { MailLink, PhoneLink } from './inline-links.tsx';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-6">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-0.5 sm:mt-0">{children}</dd>
    </div>
  );
}

/** Arogya's customer support details, exactly as held in @arogya/contracts/constants. */
export function SupportContact({ showAddress = true }: { showAddress?: boolean }) {
  const { t } = useLingui();
  return (
    <dl className="space-y-3 text-slate-700">
      <Item term={t`Phone`}>
        <PhoneLink href={SUPPORT.phoneHref}>{SUPPORT.phone}</PhoneLink>
      </Item>
      <Item term={t`E-mail`}>
        <MailLink email={SUPPORT.email} />
      </Item>
      <Item term={t`Hours`}>{t(SUPPORT_HOURS)}</Item>
      {showAddress && (
        <Item term={t`Address`}>
          <PostalAddress />
        </Item>
      )}
    </dl>
  );
}

export function PostalAddress() {
  const { line1, line2, city, state, pinCode } = SUPPORT.address;
  return (
    <address className="not-italic">
      {line1}
      <br />
      {line2}
      <br />
      {city}, {state} {pinCode}
    </address>
  );
}
