// Move an appointment to another free slot of the same doctor.

import type { Appointment } from '@arogya/contracts/appointments';
import type { Slot } from '@arogya/contracts/doctors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SlotPicker } from '../../../components/doctors/slot-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { useDoctorSlots } from '../../../lib/api/get-doctor-slots.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { refusalText } from '../../../lib/form-errors.ts';
import { formatClock, formatClockRange, formatMediumDate, indiaDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { useRescheduleAppointment } from '../api/reschedule-appointment.ts';

export function RescheduleDialog({
  appointment: a,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const slots = useDoctorSlots(a.doctor.id);
  const reschedule = useRescheduleAppointment();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onConfirm = () => {
    if (!slot) return;
    setError(null);
    reschedule.mutate(
      { appointmentId: a.id, startsAt: slot.startsAt },
      {
        onSuccess: (answer) => {
          toast.success(answerText(answer.message, t`Appointment rescheduled`));
          onClose();
        },
        onError: (e) => {
          setError(refusalText(e, t`The appointment could not be moved. Please try again.`));
          if (e instanceof ApiError && (e.status === 409 || e.status === 422)) {
            setSlot(null);
            void slots.refetch();
          }
        },
      },
    );
  };

  return (
    <Dialog
      title={t`Reschedule appointment`}
      onClose={onClose}
      busy={reschedule.isPending}
      description={t`Now: ${formatMediumDate(a.date)}, ${formatClockRange(a.time, a.endTime)} with Dr. ${a.doctor.name}.`}
    >
      <div className="space-y-4">
        {slots.isPending ? (
          <Spinner label={t`Loading free slots...`} className="py-8" />
        ) : slots.isError ? (
          <ErrorState
            title={t`Slots could not be loaded`}
            message={errorMessage(slots.error)}
            onRetry={() => void slots.refetch()}
            headingLevel={3}
          />
        ) : (
          <SlotPicker
            days={slots.data.days}
            today={indiaDate()}
            selected={slot?.startsAt}
            initialDate={a.date}
            exclude={a.startsAt}
            onSelect={(next) => {
              setSlot(next);
              setError(null);
            }}
          />
        )}
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={reschedule.isPending}>
            <Trans>Keep current time</Trans>
          </Button>
          <Button
            onClick={onConfirm}
            disabled={!slot}
            pending={reschedule.isPending}
            pendingLabel={t`Moving...`}
          >
            {slot
              ? t`Move to ${formatMediumDate(slot.date)}, ${formatClock(slot.start)}`
              : t`Choose a new time`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
