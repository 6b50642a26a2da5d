import {
  APPOINTMENT_CHANGE_CUTOFF_HOURS,
  DEVICE_WARRANTY_YEARS,
  REFUND_PROCESSING_DAYS,
  REPLACEMENT_PROCESSING_DAYS,
  REPLACEMENT_WINDOW_HOURS,
  RETURN_REFUND_PROCESSING_DAYS,
  RETURN_WINDOW_DAYS,
} from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths.ts';
import { countText, rangeOf } from '../../../lib/policy-text.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { TextLink } from '../components/inline-links.tsx';
import { PolicyLayout } from '../components/policy-layout.tsx';
import type { PolicySectionData } from '../components/policy-section.tsx';
import { SupportContact } from '../components/support-contact.tsx';
import { POLICY_LAST_UPDATED } from '../content/policy-dates.ts';

const replacementWindow = () => countText(REPLACEMENT_WINDOW_HOURS, 'hour');
const returnWindow = () => countText(RETURN_WINDOW_DAYS, 'day');
const warranty = () => countText(DEVICE_WARRANTY_YEARS, 'year');

/** Built at render, so the counts and dates inside read in the page's language. */
const sections = (): PolicySectionData[] => [
  {
    id: 'at-a-glance',
    title: msg`At a glance`,
    body: (
      <BulletList>
        <li>
          <Trans>
            <strong>Replacement:</strong> ask within {replacementWindow()} of delivery if an item arrives
            damaged, defective or wrong.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Returns:</strong> ask within {returnWindow()} of delivery.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Warranty:</strong> {warranty()} on devices such as glucometers; medicines carry no
            warranty.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Refunds:</strong> processed within {rangeOf(REFUND_PROCESSING_DAYS, 'business day')}; for
            a returned item, within {rangeOf(RETURN_REFUND_PROCESSING_DAYS, 'business day')} after it reaches
            us.
          </Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'replacement',
    title: msg`Replacement`,
    body: (
      <>
        <p>
          <Trans>
            If an item arrives damaged, defective, expired, or is not what you ordered, ask for a replacement
            within {replacementWindow()} of delivery. Tell us your order number and what is wrong, and keep
            the item and its packaging; photos of the item, its batch number and the outer box help us approve
            the request quickly.
          </Trans>
        </p>
        <p>
          <Trans>
            Once approved, a replacement is processed within{' '}
            {rangeOf(REPLACEMENT_PROCESSING_DAYS, 'business day')}.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: msg`Returns`,
    body: (
      <>
        <p>
          <Trans>You may ask to return an item within {returnWindow()} of delivery if:</Trans>
        </p>
        <BulletList>
          <li>
            <Trans>it is unused and in its original packaging, with seals and labels intact; and</Trans>
          </li>
          <li>
            <Trans>you still have the invoice that came with the order.</Trans>
          </li>
        </BulletList>
        <p>
          <Trans>
            You pay the return shipping unless the item is defective. We check every returned item when it
            reaches us before the refund is made.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'not-returnable',
    title: msg`Items we cannot take back`,
    body: (
      <>
        <p>
          <Trans>
            Medicines that have left our care cannot be resold safely, so unless they arrived damaged,
            defective, expired or wrong we cannot accept returns of:
          </Trans>
        </p>
        <BulletList>
          <li>
            <Trans>opened or used medicines, or strips and packs that have been cut or split;</Trans>
          </li>
          <li>
            <Trans>medicines that must be kept refrigerated, such as insulin;</Trans>
          </li>
          <li>
            <Trans>opened personal-care and hygiene products.</Trans>
          </li>
        </BulletList>
      </>
    ),
  },
  {
    id: 'refunds',
    title: msg`Refunds`,
    body: (
      <BulletList>
        <li>
          <Trans>
            Refunds for cancelled or undelivered orders are processed within{' '}
            {rangeOf(REFUND_PROCESSING_DAYS, 'business day')}.
          </Trans>
        </li>
        <li>
          <Trans>
            Refunds for returned items are processed within{' '}
            {rangeOf(RETURN_REFUND_PROCESSING_DAYS, 'business day')} after the returned item reaches us and
            passes its check.
          </Trans>
        </li>
        <li>
          <Trans>
            A refund goes back to the method you paid with. For a cash on delivery order, our support team
            will ask for the bank account to send it to.
          </Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'warranty',
    title: msg`Warranty on devices`,
    body: (
      <p>
        <Trans>
          Health devices such as glucometers carry a {warranty()} warranty against manufacturing defects from
          the date of delivery. It does not cover damage from accidents, misuse or consumables such as test
          strips and lancets. Medicines carry no warranty. To claim, contact support with your order number
          and a description of the fault.
        </Trans>
      </p>
    ),
  },
  {
    id: 'appointments-and-tests',
    title: msg`Appointments and lab tests`,
    body: (
      <p>
        <Trans>
          You can cancel or reschedule an appointment up to{' '}
          {countText(APPOINTMENT_CHANGE_CUTOFF_HOURS, 'hour')} before it starts. The limits are set out in our{' '}
          <TextLink to={paths.termsOfService}>Terms of Service</TextLink>.
        </Trans>
      </p>
    ),
  },
  {
    id: 'how-to-ask',
    title: msg`How to ask for a replacement, return or refund`,
    body: (
      <>
        <p>
          <Trans>
            Call or write to our support team with your order number, which you can find under{' '}
            <TextLink to={paths.orders}>My Orders</TextLink>. We will confirm whether the request is approved
            and what happens next.
          </Trans>
        </p>
        <SupportContact showAddress={false} />
      </>
    ),
  },
];

export default function ReplacementPolicyPage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      title={t`Refund & Replacement Policy`}
      lastUpdated={POLICY_LAST_UPDATED.refundReplacement}
      intro={
        <p>
          <Trans>
            What to do if something you ordered from the Arogya pharmacy arrives damaged or wrong, when you
            can return it, and how refunds work. Delivery and payment are covered in our{' '}
            <TextLink to={paths.paymentShippingPolicy}>Payment &amp; Shipping Policy</TextLink>.
          </Trans>
        </p>
      }
      sections={sections()}
    />
  );
}
