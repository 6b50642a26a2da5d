// Close an appointment as completed, with the consultation notes the patient will read as the summary; or,
// for one its call completed, add those notes (the same request: the API saves them on it).
import { type Appointment, CompleteAppointmentRequest } from '@arogya/contracts/appointments';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useCompleteAppointment } from '../api/close-appointment.ts';

export function CompleteDialog({
  appointment: a,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const complete = useCompleteAppointment();
  const notesOnly = a.canAddNotes;
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CompleteAppointmentRequest>({
    resolver: localizedZodResolver(CompleteAppointmentRequest),
    defaultValues: { notes: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const answer = await complete.mutateAsync({ id: a.id, body });
      toast.success(answerText(answer.message, t`Consultation completed`));
      onClose();
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['notes']));
    }
  });

  return (
    <Dialog
      title={notesOnly ? t`Add consultation notes` : t`Complete consultation`}
      onClose={onClose}
      busy={complete.isPending}
      description={`${a.patient.name} · ${a.reason ?? t`no reason given`}`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextareaField
          label={t`Consultation notes`}
          rows={6}
          maxLength={5000}
          hint={t`Diagnosis, advice, medicines and follow-up. The patient reads these as the consultation summary.`}
          error={formState.errors.notes?.message}
          {...register('notes')}
        />
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={complete.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" pending={complete.isPending} pendingLabel={t`Saving...`}>
            {notesOnly ? t`Save notes` : t`Complete consultation`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
