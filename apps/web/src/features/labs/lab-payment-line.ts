// The payment line of a lab booking in My Orders and on its page: an online payment's state, or where a
// booking paid at collection stands. A booking whose sample was collected and paid for on the spot says it
// was paid, never 'Pay at collection' (docs/screens.md#my-orders).
import { formatInr } from '@arogya/contracts/constants';
import type { LabBooking } from '@arogya/contracts/labs';
import { msg } from '@lingui/core/macro';
import { localized } from '../../lib/i18n/localized-labels.ts';
import { PAYMENT_STATUS_NAMES } from '../../lib/payment-state.ts';

export function labPaymentLine(b: Pick<LabBooking, 'payment' | 'paymentStatus' | 'totalPaise'>): string {
  if (b.payment) {
    const label = PAYMENT_STATUS_NAMES[b.payment.status];
    return localized(msg`Online · ${label}`);
  }
  const total = formatInr(b.totalPaise);
  switch (b.paymentStatus) {
    case 'paid':
      return localized(msg`Paid ${total} at collection`);
    case 'pending':
      return localized(msg`Pay at collection (cash or UPI)`);
    case 'refunded':
      return localized(msg`Refunded`);
    default:
      return localized(msg`Nothing to pay`);
  }
}

/**
 * A health card line of a lab quote or booking in the page's language: the API words them in English
 * (quote-lab-booking.ts, lab-mapper.ts); a line not known here shows as it comes.
 */
export function cardBenefitText(label: string): string {
  if (label === 'Health card savings') return localized(msg`Health card savings`);
  if (label === 'Free full-body checkup (health card)')
    return localized(msg`Free full-body checkup (health card)`);
  const percent = /^Health card (\d+)% off$/.exec(label)?.[1];
  return percent === undefined ? label : localized(msg`Health card ${percent}% off`);
}
