// A refund as the patient reads it on an order, a lab booking or an appointment: its amount and status,
// when it reaches them while pending (REFUND_PROCESSING_DAYS), and Razorpay's reference once known.

import { formatInr, REFUND_PROCESSING_DAYS } from '@arogya/contracts/constants';
import { Trans } from '@lingui/react/macro';

type Refund = {
  status: 'pending' | 'processed' | 'failed';
  amountPaise: number;
  reference?: string | null;
};

const REFUND_LABELS = { pending: 'initiated', processed: 'processed', failed: 'failed' } as const;

export function RefundLine({ refund }: { refund: Refund }) {
  return (
    <p className={refund.status === 'failed' ? 'font-medium text-red-700' : 'font-medium text-slate-900'}>
      <Trans>
        Refund of {formatInr(refund.amountPaise)} {REFUND_LABELS[refund.status]}
      </Trans>
      {refund.status === 'pending'
        ? `: it reaches your account in ${REFUND_PROCESSING_DAYS.min}-${REFUND_PROCESSING_DAYS.max} business days`
        : ''}
      {refund.reference ? ` (reference ${refund.reference})` : ''}
    </p>
  );
}
