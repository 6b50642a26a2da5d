// Close an appointment as completed, with the consultation notes the patient will read as the summary.
import { type Appointment, CompleteAppointmentRequest } from '@arogya/contracts/appointments';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useCompleteAppointment } from '../api/close-appointment.ts';

export function CompleteDialog({
  appointment: a,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  const complete = useCompleteAppointment();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CompleteAppointmentRequest>({
    resolver: zodResolver(CompleteAppointmentRequest),
    defaultValues: { notes: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const answer = await complete.mutateAsync({ id: a.id, body });
      toast.success(answer.message ?? 'Consultation completed');
      onClose();
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['notes']));
    }
  });

  return (
    <Dialog
      title="Complete consultation"
      onClose={onClose}
      busy={complete.isPending}
      description={`${a.patient.name} · ${a.reason ?? 'no reason given'}`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextareaField
          label="Consultation notes"
          rows={6}
          maxLength={5000}
          hint="Diagnosis, advice, medicines and follow-up. The patient reads these as the consultation summary."
          error={formState.errors.notes?.message}
          {...register('notes')}
        />
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={complete.isPending}>
            Back
          </Button>
          <Button type="submit" pending={complete.isPending} pendingLabel="Saving...">
            Complete consultation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
