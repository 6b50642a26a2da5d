import {
  APPOINTMENT_CHANGE_CUTOFF_HOURS,
  DEVICE_WARRANTY_YEARS,
  REFUND_PROCESSING_DAYS,
  REPLACEMENT_PROCESSING_DAYS,
  REPLACEMENT_WINDOW_HOURS,
  RETURN_REFUND_PROCESSING_DAYS,
  RETURN_WINDOW_DAYS,
} from '@arogya/contracts/constants';
import { paths } from '../../../config/paths.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { TextLink } from '../components/inline-links.tsx';
import { PolicyLayout } from '../components/policy-layout.tsx';
import type { PolicySectionData } from '../components/policy-section.tsx';
import { SupportContact } from '../components/support-contact.tsx';
import { POLICY_LAST_UPDATED } from '../content/policy-dates.ts';
import { plural, rangeOf } from '../lib/policy-text.ts';

const replacementWindow = plural(REPLACEMENT_WINDOW_HOURS, 'hour');
const returnWindow = plural(RETURN_WINDOW_DAYS, 'day');
const warranty = plural(DEVICE_WARRANTY_YEARS, 'year');

const sections: PolicySectionData[] = [
  {
    id: 'at-a-glance',
    title: 'At a glance',
    body: (
      <BulletList>
        <li>
          <strong>Replacement:</strong> ask within {replacementWindow} of delivery if an item arrives damaged,
          defective or wrong.
        </li>
        <li>
          <strong>Returns:</strong> ask within {returnWindow} of delivery.
        </li>
        <li>
          <strong>Warranty:</strong> {warranty} on devices such as glucometers; medicines carry no warranty.
        </li>
        <li>
          <strong>Refunds:</strong> processed within {rangeOf(REFUND_PROCESSING_DAYS, 'business day')}; for a
          returned item, within {rangeOf(RETURN_REFUND_PROCESSING_DAYS, 'business day')} after it reaches us.
        </li>
      </BulletList>
    ),
  },
  {
    id: 'replacement',
    title: 'Replacement',
    body: (
      <>
        <p>
          If an item arrives damaged, defective, expired, or is not what you ordered, ask for a replacement
          within {replacementWindow} of delivery. Tell us your order number and what is wrong, and keep the
          item and its packaging; photos of the item, its batch number and the outer box help us approve the
          request quickly.
        </p>
        <p>
          Once approved, a replacement is processed within{' '}
          {rangeOf(REPLACEMENT_PROCESSING_DAYS, 'business day')}.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Returns',
    body: (
      <>
        <p>You may ask to return an item within {returnWindow} of delivery if:</p>
        <BulletList>
          <li>it is unused and in its original packaging, with seals and labels intact; and</li>
          <li>you still have the invoice that came with the order.</li>
        </BulletList>
        <p>
          You pay the return shipping unless the item is defective. We check every returned item when it
          reaches us before the refund is made.
        </p>
      </>
    ),
  },
  {
    id: 'not-returnable',
    title: 'Items we cannot take back',
    body: (
      <>
        <p>
          Medicines that have left our care cannot be resold safely, so unless they arrived damaged,
          defective, expired or wrong we cannot accept returns of:
        </p>
        <BulletList>
          <li>opened or used medicines, or strips and packs that have been cut or split;</li>
          <li>medicines that must be kept refrigerated, such as insulin;</li>
          <li>opened personal-care and hygiene products.</li>
        </BulletList>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <BulletList>
        <li>
          Refunds for cancelled or undelivered orders are processed within{' '}
          {rangeOf(REFUND_PROCESSING_DAYS, 'business day')}.
        </li>
        <li>
          Refunds for returned items are processed within{' '}
          {rangeOf(RETURN_REFUND_PROCESSING_DAYS, 'business day')} after the returned item reaches us and
          passes its check.
        </li>
        <li>
          A refund goes back to the method you paid with. For a cash on delivery order, our support team will
          ask for the bank account to send it to.
        </li>
      </BulletList>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranty on devices',
    body: (
      <p>
        Health devices such as glucometers carry a {warranty} warranty against manufacturing defects from the
        date of delivery. It does not cover damage from accidents, misuse or consumables such as test strips
        and lancets. Medicines carry no warranty. To claim, contact support with your order number and a
        description of the fault.
      </p>
    ),
  },
  {
    id: 'appointments-and-tests',
    title: 'Appointments and lab tests',
    body: (
      <p>
        You can cancel or reschedule an appointment up to {plural(APPOINTMENT_CHANGE_CUTOFF_HOURS, 'hour')}{' '}
        before it starts. The limits are set out in our{' '}
        <TextLink to={paths.termsOfService}>Terms of Service</TextLink>.
      </p>
    ),
  },
  {
    id: 'how-to-ask',
    title: 'How to ask for a replacement, return or refund',
    body: (
      <>
        <p>
          Call or write to our support team with your order number, which you can find under{' '}
          <TextLink to={paths.orders}>My Orders</TextLink>. We will confirm whether the request is approved
          and what happens next.
        </p>
        <SupportContact showAddress={false} />
      </>
    ),
  },
];

export default function ReplacementPolicyPage() {
  return (
    <PolicyLayout
      title="Refund & Replacement Policy"
      lastUpdated={POLICY_LAST_UPDATED.refundReplacement}
      intro={
        <p>
          What to do if something you ordered from the Arogya pharmacy arrives damaged or wrong, when you can
          return it, and how refunds work. Delivery and payment are covered in our{' '}
          <TextLink to={paths.paymentShippingPolicy}>Payment &amp; Shipping Policy</TextLink>.
        </p>
      }
      sections={sections}
    />
  );
}
