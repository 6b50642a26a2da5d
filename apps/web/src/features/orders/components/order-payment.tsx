// An order's money in its detail view (docs/screens.md#my-orders): the online payment's reference and
// time, a refund's status and amount, the time left to pay a held order, and the receipt PDF once paid.
import { formatInr, REFUND_PROCESSING_DAYS } from '@arogya/contracts/constants';
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useDownloadReceipt } from '../api/download-receipt.ts';

const REFUND_LABELS = { pending: 'initiated', processed: 'processed', failed: 'failed' } as const;

export function OrderPayment({ order }: { order: OrderDetail }) {
  const p = order.payment;
  const receipt = useDownloadReceipt();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="mt-1 space-y-1 text-sm text-slate-700">
      {p.reference ? <p>Payment reference: {p.reference}</p> : null}
      {p.paidAt ? <p>Paid on {formatDateTime(p.paidAt)}</p> : null}
      {p.holdExpiresAt ? <p>Pay by {formatDateTime(p.holdExpiresAt)}, or the order is cancelled.</p> : null}
      {p.refund ? (
        <p
          className={p.refund.status === 'failed' ? 'font-medium text-red-700' : 'font-medium text-slate-900'}
        >
          Refund of {formatInr(p.refund.amountPaise)} {REFUND_LABELS[p.refund.status]}
          {p.refund.status === 'pending'
            ? `: it reaches your account in ${REFUND_PROCESSING_DAYS.min}-${REFUND_PROCESSING_DAYS.max} business days`
            : ''}
          {p.refund.reference ? ` (reference ${p.refund.reference})` : ''}
        </p>
      ) : null}
      {p.receiptAvailable ? (
        <>
          <FormAlert message={error} />
          <Button
            variant="secondary"
            size="sm"
            pending={receipt.isPending}
            pendingLabel="Preparing receipt..."
            onClick={() => {
              setError(null);
              receipt.mutate(order, { onError: (e) => setError(errorMessage(e)) });
            }}
          >
            Download receipt
          </Button>
        </>
      ) : null}
    </div>
  );
}
