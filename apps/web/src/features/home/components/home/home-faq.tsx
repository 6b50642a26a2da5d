import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  DELIVERY_DAYS,
  EMERGENCY_NUMBERS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  formatInr,
  PRESCRIPTION_VALIDITY_DAYS,
  REPLACEMENT_WINDOW_HOURS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
  SHIPPING_ZONES,
} from '@arogya/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ReactNode } from 'react';
import { zoneLabel } from '../../../../components/pharmacy/delivery-text.ts';
import { paths } from '../../../../config/paths.ts';
import { localized } from '../../../../lib/i18n/localized-labels.ts';
import { countText, formatList, rangeOf } from '../../../../lib/policy-text.ts';
import { focusRing } from '../../lib/styles.ts';
import { PhoneLink, TextLink } from '../inline-links.tsx';
import { HomeSection } from './home-section.tsx';

/** Each shipping zone's delivery fee as one list (SHIPPING_ZONES), in the page's language. */
function zoneFees(): string {
  return formatList(
    SHIPPING_ZONES.map((zone) => {
      const fee = formatInr(SHIPPING_FEE_PAISE[zone]);
      const where = zoneLabel(zone).toLowerCase();
      return localized(msg`${fee} in ${where}`);
    }),
  );
}

function zoneDays(): string {
  return formatList(
    SHIPPING_ZONES.map((zone) => {
      const days = rangeOf(DELIVERY_DAYS[zone], 'day');
      const where = zoneLabel(zone).toLowerCase();
      return localized(msg`${days} in ${where}`);
    }),
  );
}

/** Built at render, so the figures inside read in the page's language. */
const FAQS = (): { question: MessageDescriptor; answer: ReactNode }[] => [
  {
    question: msg`Can I use Arogya in an emergency?`,
    answer: (
      <p>
        <Trans>
          No. Arogya is not an emergency service. Call{' '}
          <PhoneLink href={EMERGENCY_NUMBERS.generalHref}>{EMERGENCY_NUMBERS.general}</PhoneLink> for
          emergencies or{' '}
          <PhoneLink href={EMERGENCY_NUMBERS.ambulanceHref}>{EMERGENCY_NUMBERS.ambulance}</PhoneLink> for an
          ambulance.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do I buy prescription medicines?`,
    answer: (
      <p>
        <Trans>
          Schedule H and H1 medicines need a valid prescription issued within the last{' '}
          {countText(PRESCRIPTION_VALIDITY_DAYS, 'day')}:{' '}
          <TextLink to={paths.prescriptionUpload}>upload one</TextLink>, or use one an Arogya doctor issued to
          you. A pharmacist checks it before your order is dispatched; until then the order shows
          &lsquo;Awaiting prescription verification&rsquo;. Schedule X medicines and narcotic drugs are not
          sold online.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`What does delivery cost, and how long does it take?`,
    answer: (
      <p>
        <Trans>
          Delivery is free on medicine orders of {formatInr(FREE_SHIPPING_THRESHOLD_PAISE)} and above. Below
          that, shipping depends on your pin code’s zone: {zoneFees()}. After dispatch, delivery takes about{' '}
          {zoneDays()}. We deliver only within India. Details are in our{' '}
          <TextLink to={paths.paymentShippingPolicy}>Payment &amp; Shipping Policy</TextLink>.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Can I pay cash on delivery?`,
    answer: (
      <p>
        <Trans>
          Yes, on pin codes that offer it, for orders up to {formatInr(COD_LIMIT_PAISE)}, with a{' '}
          {formatInr(COD_FEE_PAISE)} fee per order. Online payment methods appear at checkout only where they
          are enabled.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`What do I need for a video or audio consultation?`,
    answer: (
      <p>
        <Trans>
          A phone or computer with a current browser that can use your camera and microphone. The call goes
          directly between you and your doctor and is not recorded. If the doctor prescribes, the prescription
          is marked &lsquo;via teleconsultation&rsquo; and appears in your account.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Who can see my health records?`,
    answer: (
      <p>
        <Trans>
          You, the doctor of that consultation, and staff whose role needs it, such as the pharmacist checking
          your prescription. Every read by someone other than you is written to an audit log. See our{' '}
          <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink>.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Can I return or replace something I ordered?`,
    answer: (
      <p>
        <Trans>
          Ask for a replacement within {countText(REPLACEMENT_WINDOW_HOURS, 'hour')} of delivery if an item
          arrives damaged or wrong, and for a return within {countText(RETURN_WINDOW_DAYS, 'day')}. Read the{' '}
          <TextLink to={paths.replacementPolicy}>Refund &amp; Replacement Policy</TextLink> for the
          conditions.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Can I download or delete my data?`,
    answer: (
      <p>
        <Trans>
          Yes. Sign in and open your <TextLink to={paths.profile}>Profile</TextLink> page to download a copy
          of your data or to delete your account.
        </Trans>
      </p>
    ),
  },
];

export function HomeFaq() {
  const { t } = useLingui();
  return (
    <HomeSection id="faq" title={t`Frequently asked questions`} tone="tinted">
      <div className="max-w-3xl space-y-3">
        {FAQS().map(({ question, answer }) => (
          <details key={question.id} className="group rounded-xl bg-white ring-1 ring-slate-200">
            <summary
              className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-slate-900 hover:text-teal-800 [&::-webkit-details-marker]:hidden ${focusRing}`}
            >
              {t(question)}
              <ChevronDown
                className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-slate-700">{answer}</div>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}

/** Default export for React.lazy (routes/home.tsx loads the FAQ when it is scrolled near). */
export default HomeFaq;
