// Where the order's prescription check stands; a rejection shows the pharmacist's reason.

import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { ORDER_STATUS_LABELS } from '@arogya/contracts/pharmacy';
import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../../../lib/format-date-time.ts';

export function OrderPrescription({
  prescription,
}: {
  prescription: NonNullable<OrderDetail['prescription']>;
}) {
  if (prescription.status === 'pending') {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <Trans>
          <strong>{ORDER_STATUS_LABELS.awaiting_prescription}.</strong> A pharmacist checks your prescription
          before the order is packed.
        </Trans>
      </p>
    );
  }
  if (prescription.status === 'approved') {
    return (
      <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
        <Trans>Prescription approved</Trans>
        {prescription.reviewedAt ? ` on ${formatDateTime(prescription.reviewedAt)}` : ''}.
      </p>
    );
  }
  if (prescription.status === 'rejected') {
    return (
      <div className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
        <p className="font-semibold">
          <Trans>The pharmacist could not accept your prescription.</Trans>
        </p>
        {prescription.rejectionReason ? (
          <p className="mt-1">
            <Trans>Reason: {prescription.rejectionReason}</Trans>
          </p>
        ) : null}
      </div>
    );
  }
  return null;
}
