// One line saying where the money of a booking, an order or a card stands, as every confirmation shows it
// (docs/screens.md#confirmations): 'Paid ₹1,300 · UPI · pay_…' for one paid online, 'Pay ₹1,250 at the
// clinic' for one paid later, 'Awaiting payment of ₹1,300' while Checkout has not taken it. The amount is
// what the person pays (after the health card), never the list price.
import { formatInr } from '@arogya/contracts/constants';
import type { PaymentSummary } from '@arogya/contracts/payments';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { displayI18n } from './i18n/display-locale.ts';

/** How Razorpay Checkout names the ways it took the money. */
export const ONLINE_METHOD_LABELS = {
  upi: msg`UPI`,
  card: msg`Card`,
  netbanking: msg`Net banking`,
  wallet: msg`Wallet`,
  emi: msg`EMI`,
} as const;

const OFFLINE = { clinic: true, delivery: true, collection: true } as const;

export type PaymentState = {
  /** What the person pays. */
  amountPaise: number;
  /** The online payment, when it is paid (or to be paid) online. */
  payment: Pick<PaymentSummary, 'status' | 'label' | 'method' | 'reference'> | null;
  /** Where it is paid otherwise, and whether it has been. */
  offline?: { where: keyof typeof OFFLINE; paid?: boolean };
};

/** The payment's state in `i18n`'s language (ORDER_PAYMENT_STATUS_LABELS of the contracts, as messages). */
function paymentLabel(i18n: I18n, p: Pick<PaymentSummary, 'status' | 'label'>): string {
  switch (p.status) {
    case 'refund_pending':
      return i18n._(msg`Refund initiated`);
    case 'refunded':
      return i18n._(msg`Refunded`);
    case 'refund_failed':
      return i18n._(msg`Refund delayed: our team will contact you`);
    default:
      return p.label;
  }
}

function methodName(i18n: I18n, method: string | null | undefined): string {
  if (!method) return i18n._(msg`online`);
  const known = ONLINE_METHOD_LABELS[method as keyof typeof ONLINE_METHOD_LABELS];
  return known ? i18n._(known) : method;
}

function paidOnline(i18n: I18n, amount: string, p: NonNullable<PaymentState['payment']>): string {
  return [i18n._(msg`Paid ${amount}`), methodName(i18n, p.method), p.reference].filter(Boolean).join(' · ');
}

function offlineText(i18n: I18n, amount: string, offline: NonNullable<PaymentState['offline']>): string {
  switch (offline.where) {
    case 'clinic':
      return offline.paid
        ? i18n._(msg`Paid ${amount} at the clinic`)
        : i18n._(msg`Pay ${amount} at the clinic`);
    case 'delivery':
      return offline.paid
        ? i18n._(msg`Paid ${amount} on delivery`)
        : i18n._(msg`Pay ${amount} in cash on delivery`);
    default:
      return offline.paid
        ? i18n._(msg`Paid ${amount} at sample collection`)
        : i18n._(msg`Pay ${amount} at sample collection (cash or UPI)`);
  }
}

/** The line, in the language of `i18n` (without one, the page's: lib/i18n/display-locale.ts). */
export function paymentStateText(
  { amountPaise, payment, offline }: PaymentState,
  i18n: I18n = displayI18n(),
): string {
  const amount = formatInr(amountPaise);
  if (payment && payment.status !== 'pay_on_delivery') {
    switch (payment.status) {
      case 'paid':
        return paidOnline(i18n, amount, payment);
      case 'awaiting_payment':
        return i18n._(msg`Awaiting payment of ${amount}`);
      case 'not_paid':
        return i18n._(msg`Not paid: the payment of ${amount} did not come in time`);
      default:
        // Refund initiated, refunded, refund delayed: what was paid, and what became of it.
        return `${paymentLabel(i18n, payment)} · ${paidOnline(i18n, amount, payment)}`;
    }
  }
  if (amountPaise <= 0) return i18n._(msg`Nothing to pay`);
  if (!offline) return i18n._(msg`${amount}, not paid online`);
  return offlineText(i18n, amount, offline);
}
