import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  EMI_TENURES_MONTHS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  formatInr,
  ORDER_PROCESSING_HOURS,
  PRESCRIPTION_VALIDITY_DAYS,
  REFUND_PROCESSING_DAYS,
  RETURN_REFUND_PROCESSING_DAYS,
} from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths.ts';
import { countText, formatList, rangeOf } from '../../../lib/policy-text.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { TextLink } from '../components/inline-links.tsx';
import { PolicyLayout } from '../components/policy-layout.tsx';
import type { PolicySectionData } from '../components/policy-section.tsx';
import { ShippingTable } from '../components/shipping-table.tsx';
import { SupportContact } from '../components/support-contact.tsx';
import { POLICY_LAST_UPDATED } from '../content/policy-dates.ts';

const freeShippingFrom = formatInr(FREE_SHIPPING_THRESHOLD_PAISE);

/** Built at render, so the counts and dates inside read in the page's language. */
const sections = (): PolicySectionData[] => [
  {
    id: 'payment-methods',
    title: msg`Payment methods`,
    body: (
      <>
        <p>
          <Trans>
            Today Arogya accepts <strong>cash on delivery</strong> on eligible orders (see below).
          </Trans>
        </p>
        <p>
          <Trans>
            Online payment — credit and debit cards, UPI, net banking, wallets, and EMI over{' '}
            {formatList(EMI_TENURES_MONTHS)} months — is offered at checkout only where it has been enabled
            for your order. If a method is not shown at checkout, it is not available for that order yet. We
            never ask for card details, UPI PINs or one-time passwords by phone, e-mail or chat.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'cash-on-delivery',
    title: msg`Cash on delivery`,
    body: (
      <BulletList>
        <li>
          <Trans>
            Available only for delivery pin codes we mark as cash-on-delivery serviceable; checkout tells you.
          </Trans>
        </li>
        <li>
          <Trans>Available for order totals up to {formatInr(COD_LIMIT_PAISE)}.</Trans>
        </li>
        <li>
          <Trans>
            A cash on delivery fee of {formatInr(COD_FEE_PAISE)} is added to each such order and shown before
            you confirm it.
          </Trans>
        </li>
        <li>
          <Trans>You pay the delivery partner when the order reaches you.</Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'prices',
    title: msg`Prices and order total`,
    body: (
      <p>
        <Trans>
          All prices are in Indian rupees. When you place an order, our server works out the total — items,
          shipping and any cash on delivery fee — from our catalogue at that moment. The total shown when you
          confirm the order is the amount you pay. A struck-through price is the product’s MRP; we show one
          only when there is a real discount.
        </Trans>
      </p>
    ),
  },
  {
    id: 'shipping-charges',
    title: msg`Shipping charges and delivery times`,
    body: (
      <>
        <p>
          <Trans>
            Shipping is <strong>free on pharmacy orders of {freeShippingFrom} and above</strong>. Below that,
            a standard shipping fee applies according to the zone of your delivery pin code:
          </Trans>
        </p>
        <ShippingTable />
        <p>
          <Trans>
            Orders are processed within {countText(ORDER_PROCESSING_HOURS, 'hour')} on business days. Delivery
            times are estimates; public holidays, weather or local restrictions can delay a delivery.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'where-we-deliver',
    title: msg`Where we deliver`,
    body: (
      <p>
        <Trans>
          We deliver only within India, to pin codes that our delivery partners serve. Checkout tells you
          whether we deliver to your pin code. We do not ship outside India.
        </Trans>
      </p>
    ),
  },
  {
    id: 'prescription-medicines',
    title: msg`Prescription medicines`,
    body: (
      <BulletList>
        <li>
          <Trans>
            Medicines in Schedule H or H1 are dispatched only against a valid prescription issued within the
            last {countText(PRESCRIPTION_VALIDITY_DAYS, 'day')} — one you{' '}
            <TextLink to={paths.prescriptionUpload}>upload</TextLink> or one issued by an Arogya doctor.
          </Trans>
        </li>
        <li>
          <Trans>
            A registered pharmacist checks the prescription before dispatch. Until then your order shows
            &lsquo;Awaiting prescription verification&rsquo;. If the prescription cannot be approved, the
            order is not dispatched.
          </Trans>
        </li>
        <li>
          <Trans>Schedule X medicines and narcotic drugs are not sold online.</Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'refunds',
    title: msg`Refunds`,
    body: (
      <p>
        <Trans>
          Refunds are processed within {rangeOf(REFUND_PROCESSING_DAYS, 'business day')}. Refunds for returned
          items are processed within {rangeOf(RETURN_REFUND_PROCESSING_DAYS, 'business day')} after the
          returned item reaches us. Returns, replacements and warranty are explained in our{' '}
          <TextLink to={paths.replacementPolicy}>Refund &amp; Replacement Policy</TextLink>.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Questions about payment or delivery`,
    body: (
      <>
        <p>
          <Trans>Our support team can help with any order. Please keep your order number to hand.</Trans>
        </p>
        <SupportContact showAddress={false} />
      </>
    ),
  },
];

export default function PaymentShippingPolicyPage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      title={t`Payment & Shipping Policy`}
      lastUpdated={POLICY_LAST_UPDATED.paymentShipping}
      intro={
        <p>
          <Trans>
            How you can pay on Arogya, what delivery costs, how long it takes, and where we deliver. It
            applies to orders from the Arogya online pharmacy.
          </Trans>
        </p>
      }
      sections={sections()}
    />
  );
}
