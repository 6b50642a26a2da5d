// A consultation's money in My Appointments (docs/screens.md#my-appointments): paid at the clinic, or the
// online payment's status with its reference and a refund's amount and status; while awaiting payment, the
// time the held slot is released and 'Pay ₹… now' (the call cannot start before); once paid, the receipt.

import type { Appointment } from '@arogya/contracts/appointments';
import { formatInr } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ReceiptButton } from '../../../components/payments/receipt-button.tsx';
import { RefundLine } from '../../../components/payments/refund-line.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { refusalText } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { payProblem } from '../../../lib/pay-online.ts';
import { PAYMENT_STATUS_NAMES } from '../../../lib/payment-state.ts';
import { useDownloadAppointmentReceipt } from '../api/appointment-receipt.ts';
import { usePayAppointment } from '../api/start-payment.ts';

export function AppointmentPayment({ appointment: a }: { appointment: Appointment }) {
  const { t, i18n } = useLingui();
  const pay = usePayAppointment();
  const receipt = useDownloadAppointmentReceipt();
  const [problem, setProblem] = useState<string | null>(null);
  const p = a.payment;
  if (!p) {
    return a.paymentStatus === 'pay_at_clinic' ? (
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Pay at the clinic</Trans>
      </p>
    ) : null;
  }
  const awaiting = p.status === 'awaiting_payment' && a.status === 'booked';
  return (
    <div className="mt-1 space-y-2 text-sm text-slate-700">
      <p>
        <Trans>Online · {PAYMENT_STATUS_NAMES[p.status]}</Trans>
        {p.reference ? t` · reference ${p.reference}` : ''}
      </p>
      {p.refund ? <RefundLine refund={p.refund} /> : null}
      {awaiting ? (
        <div className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <FormAlert message={problem} />
          <p>
            {p.holdExpiresAt ? (
              <Trans>
                Pay {formatInr(a.payablePaise)} by {formatDateTime(p.holdExpiresAt)}
              </Trans>
            ) : (
              <Trans>Pay {formatInr(a.payablePaise)}</Trans>
            )}{' '}
            <Trans>to keep this appointment; unpaid, it is cancelled and the slot released.</Trans>
          </p>
          <Button
            size="sm"
            pending={pay.isPending}
            pendingLabel={t`Waiting for payment...`}
            onClick={() => {
              setProblem(null);
              pay.mutate(a.id, {
                onSuccess: (outcome) => setProblem(payProblem(i18n, outcome, 'appointment')),
                onError: (e) => setProblem(refusalText(e)),
              });
            }}
          >
            <Trans>Pay {formatInr(a.payablePaise)} now</Trans>
          </Button>
        </div>
      ) : null}
      {p.receiptAvailable ? (
        <ReceiptButton
          pending={receipt.isPending}
          error={receipt.error}
          onDownload={() => receipt.mutate(a.id)}
        />
      ) : null}
    </div>
  );
}
