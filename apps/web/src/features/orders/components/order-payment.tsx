import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { Trans } from '@lingui/react/macro';
import { ReceiptButton } from '../../../components/payments/receipt-button.tsx';
import { RefundLine } from '../../../components/payments/refund-line.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useDownloadReceipt } from '../api/order-receipt.ts';

export function OrderPayment({ order }: { order: OrderDetail }) {
  const p = order.payment;
  const receipt = useDownloadReceipt();
  return (
    <div className="mt-1 space-y-1 text-sm text-slate-700">
      {p.reference ? (
        <p>
          <Trans>Payment reference: {p.reference}</Trans>
        </p>
      ) : null}
      {p.paidAt ? (
        <p>
          <Trans>Paid on {formatDateTime(p.paidAt)}</Trans>
        </p>
      ) : null}
      {p.holdExpiresAt ? (
        <p>
          <Trans>Pay by {formatDateTime(p.holdExpiresAt)}, or the order is cancelled.</Trans>
        </p>
      ) : null}
      {p.refund ? <RefundLine refund={p.refund} /> : null}
      {p.receiptAvailable ? (
        <ReceiptButton
          pending={receipt.isPending}
          error={receipt.error}
          onDownload={() => receipt.mutate(order)}
        />
      ) : null}
    </div>
  );
}
