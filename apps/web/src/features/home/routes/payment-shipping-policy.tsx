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
import { paths } from '../../../config/paths.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { TextLink } from '../components/inline-links.tsx';
import { PolicyLayout } from '../components/policy-layout.tsx';
import type { PolicySectionData } from '../components/policy-section.tsx';
import { ShippingTable } from '../components/shipping-table.tsx';
import { SupportContact } from '../components/support-contact.tsx';
import { POLICY_LAST_UPDATED } from '../content/policy-dates.ts';
import { formatList, plural, rangeOf } from '../lib/policy-text.ts';

const freeShippingFrom = formatInr(FREE_SHIPPING_THRESHOLD_PAISE);

const sections: PolicySectionData[] = [
  {
    id: 'payment-methods',
    title: 'Payment methods',
    body: (
      <>
        <p>
          Today Arogya accepts <strong>cash on delivery</strong> on eligible orders (see below).
        </p>
        <p>
          Online payment — credit and debit cards, UPI, net banking, wallets, and EMI over{' '}
          {formatList(EMI_TENURES_MONTHS)} months — is offered at checkout only where it has been enabled for
          your order. If a method is not shown at checkout, it is not available for that order yet. We never
          ask for card details, UPI PINs or one-time passwords by phone, e-mail or chat.
        </p>
      </>
    ),
  },
  {
    id: 'cash-on-delivery',
    title: 'Cash on delivery',
    body: (
      <BulletList>
        <li>
          Available only for delivery pin codes we mark as cash-on-delivery serviceable; checkout tells you.
        </li>
        <li>Available for order totals up to {formatInr(COD_LIMIT_PAISE)}.</li>
        <li>
          A cash on delivery fee of {formatInr(COD_FEE_PAISE)} is added to each such order and shown before
          you confirm it.
        </li>
        <li>You pay the delivery partner when the order reaches you.</li>
      </BulletList>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and order total',
    body: (
      <p>
        All prices are in Indian rupees. When you place an order, our server works out the total — items,
        shipping and any cash on delivery fee — from our catalogue at that moment. The total shown when you
        confirm the order is the amount you pay. A struck-through price is the product’s MRP; we show one only
        when there is a real discount.
      </p>
    ),
  },
  {
    id: 'shipping-charges',
    title: 'Shipping charges and delivery times',
    body: (
      <>
        <p>
          Shipping is <strong>free on pharmacy orders of {freeShippingFrom} and above</strong>. Below that, a
          standard shipping fee applies according to the zone of your delivery pin code:
        </p>
        <ShippingTable />
        <p>
          Orders are processed within {plural(ORDER_PROCESSING_HOURS, 'hour')} on business days. Delivery
          times are estimates; public holidays, weather or local restrictions can delay a delivery.
        </p>
      </>
    ),
  },
  {
    id: 'where-we-deliver',
    title: 'Where we deliver',
    body: (
      <p>
        We deliver only within India, to pin codes that our delivery partners serve. Checkout tells you
        whether we deliver to your pin code. We do not ship outside India.
      </p>
    ),
  },
  {
    id: 'prescription-medicines',
    title: 'Prescription medicines',
    body: (
      <BulletList>
        <li>
          Medicines in Schedule H or H1 are dispatched only against a valid prescription issued within the
          last {plural(PRESCRIPTION_VALIDITY_DAYS, 'day')} — one you{' '}
          <TextLink to={paths.prescriptionUpload}>upload</TextLink> or one issued by an Arogya doctor.
        </li>
        <li>
          A registered pharmacist checks the prescription before dispatch. Until then your order shows
          &lsquo;Awaiting prescription verification&rsquo;. If the prescription cannot be approved, the order
          is not dispatched.
        </li>
        <li>Schedule X medicines and narcotic drugs are not sold online.</li>
      </BulletList>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        Refunds are processed within {rangeOf(REFUND_PROCESSING_DAYS, 'business day')}. Refunds for returned
        items are processed within {rangeOf(RETURN_REFUND_PROCESSING_DAYS, 'business day')} after the returned
        item reaches us. Returns, replacements and warranty are explained in our{' '}
        <TextLink to={paths.replacementPolicy}>Refund &amp; Replacement Policy</TextLink>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions about payment or delivery',
    body: (
      <>
        <p>Our support team can help with any order. Please keep your order number to hand.</p>
        <SupportContact showAddress={false} />
      </>
    ),
  },
];

export default function PaymentShippingPolicyPage() {
  return (
    <PolicyLayout
      title="Payment & Shipping Policy"
      lastUpdated={POLICY_LAST_UPDATED.paymentShipping}
      intro={
        <p>
          How you can pay on Arogya, what delivery costs, how long it takes, and where we deliver. It applies
          to orders from the Arogya online pharmacy.
        </p>
      }
      sections={sections}
    />
  );
}
