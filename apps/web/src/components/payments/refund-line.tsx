// A refund as the patient reads it on an order, a lab booking or an appointment: its amount and status,
// when it reaches them while pending (REFUND_PROCESSING_DAYS), and Razorpay's reference once known.

import { formatInr, REFUND_PROCESSING_DAYS } from '@arogya/contracts/constants';
import { useLingui } from '@lingui/react/macro';

type Refund = {
  status: 'pending' | 'processed' | 'failed';
  amountPaise: number;
  reference?: string | null;
};

export function RefundLine({ refund }: { refund: Refund }) {
  const { t } = useLingui();
  const amount = formatInr(refund.amountPaise);
  const { min, max } = REFUND_PROCESSING_DAYS;
  const reference = refund.reference;
  const state =
    refund.status === 'pending'
      ? t`Refund of ${amount} initiated: it reaches your account in ${min}-${max} business days`
      : refund.status === 'processed'
        ? t`Refund of ${amount} processed`
        : t`Refund of ${amount} failed`;
  return (
    <p className={refund.status === 'failed' ? 'font-medium text-red-700' : 'font-medium text-slate-900'}>
      {state}
      {reference ? ` ${t`(reference ${reference})`}` : ''}
    </p>
  );
}
