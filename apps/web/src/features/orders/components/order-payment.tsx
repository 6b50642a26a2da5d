import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { ReceiptButton } from '../../../components/payments/receipt-button.tsx';
import { RefundLine } from '../../../components/payments/refund-line.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useDownloadReceipt } from '../api/order-receipt.ts';

export function OrderPayment({ order }: { order: OrderDetail }) {
  const p = order.payment;
  const receipt = useDownloadReceipt();
  return (
    <div className="mt-1 space-y-1 text-sm text-slate-700">
      {p.reference ? <p>Payment reference: {p.reference}</p> : null}
      {p.paidAt ? <p>Paid on {formatDateTime(p.paidAt)}</p> : null}
      {p.holdExpiresAt ? <p>Pay by {formatDateTime(p.holdExpiresAt)}, or the order is cancelled.</p> : null}
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
