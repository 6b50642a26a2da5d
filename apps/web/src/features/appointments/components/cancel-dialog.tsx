// Confirm a cancellation (with an optional reason for the clinic).

import type { Appointment } from '@arogya/contracts/appointments';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { appointmentTitle } from '../../../lib/appointment-title.ts';
import { refusalText } from '../../../lib/form-errors.ts';
import { formatClockRange, formatMediumDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { useCancelAppointment } from '../api/cancel-appointment.ts';

export function CancelDialog({ appointment: a, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useLingui();
  const cancel = useCancelAppointment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onConfirm = () => {
    setError(null);
    cancel.mutate(
      { appointmentId: a.id, reason: reason.trim() || undefined },
      {
        onSuccess: (answer) => {
          toast.success(answerText(answer.message, t`Appointment cancelled`));
          onClose();
        },
        onError: (e) =>
          setError(refusalText(e, t`The appointment could not be cancelled. Please try again.`)),
      },
    );
  };

  const title = appointmentTitle(a);
  const date = formatMediumDate(a.date);
  const time = formatClockRange(a.time, a.endTime);
  const cancelledWhat = t`${title}, ${date} at ${time}.`;
  return (
    <Dialog
      title={t`Cancel this appointment?`}
      onClose={onClose}
      busy={cancel.isPending}
      description={cancelledWhat}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {a.bookedVia === 'instant'
            ? t`The consultation is cancelled and what you paid online is refunded in full. This cannot be undone.`
            : t`The slot will be freed for other patients. This cannot be undone.`}
        </p>
        <TextareaField
          label={t`Reason (optional)`}
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            <Trans>Keep appointment</Trans>
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            pending={cancel.isPending}
            pendingLabel={t`Cancelling...`}
          >
            <Trans>Cancel appointment</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
