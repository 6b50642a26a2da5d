// A lab booking's online payment on its page (docs/screens.md#lab-booking): where the money stands (awaiting
// payment with the time the held slot is released, paid with Razorpay's reference, a refund's status and
// amount), a way to pay again while the slot is held, and the receipt once paid.

import { formatInr } from '@arogya/contracts/constants';
import type { LabBooking } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ReceiptButton } from '../../../components/payments/receipt-button.tsx';
import { RefundLine } from '../../../components/payments/refund-line.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { refusalText } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { payProblem } from '../../../lib/pay-online.ts';
import { useDownloadLabReceipt } from '../api/lab-booking-receipt.ts';
import { usePayLabBooking } from '../api/start-payment.ts';

export function LabBookingPayment({
  booking,
  problem: initialProblem,
}: {
  booking: LabBooking;
  problem: string | null;
}) {
  const { t, i18n } = useLingui();
  const p = booking.payment;
  const pay = usePayLabBooking();
  const receipt = useDownloadLabReceipt();
  const [problem, setProblem] = useState<string | null>(initialProblem);
  if (!p) return null;
  const awaiting = p.status === 'awaiting_payment' && booking.status === 'booked';
  return (
    <div className="mt-1 space-y-2 text-sm text-slate-700">
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
      {p.refund ? <RefundLine refund={p.refund} /> : null}
      {awaiting ? (
        <div className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <FormAlert message={problem} />
          <p>
            {p.holdExpiresAt ? (
              <Trans>
                Pay {formatInr(booking.totalPaise)} by {formatDateTime(p.holdExpiresAt)} to keep this slot;
                unpaid, the booking is cancelled and the slot released.
              </Trans>
            ) : (
              <Trans>
                Pay {formatInr(booking.totalPaise)} to keep this slot; unpaid, the booking is cancelled and
                the slot released.
              </Trans>
            )}
          </p>
          <Button
            pending={pay.isPending}
            pendingLabel={t`Waiting for payment...`}
            onClick={() => {
              setProblem(null);
              pay.mutate(booking.id, {
                onSuccess: (outcome) => setProblem(payProblem(i18n, outcome, 'booking')),
                onError: (e) => setProblem(refusalText(e)),
              });
            }}
          >
            <Trans>Pay {formatInr(booking.totalPaise)} now</Trans>
          </Button>
        </div>
      ) : null}
      {p.receiptAvailable ? (
        <ReceiptButton
          pending={receipt.isPending}
          error={receipt.error}
          onDownload={() => receipt.mutate(booking)}
        />
      ) : null}
    </div>
  );
}
