// Confirm that the patient did not come.
import type { Appointment } from '@arogya/contracts/appointments';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatClockRange, formatMediumDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { useMarkNoShow } from '../api/close-appointment.ts';

export function NoShowDialog({ appointment: a, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useLingui();
  const noShow = useMarkNoShow();
  const [error, setError] = useState<string | null>(null);
  const onConfirm = () =>
    noShow.mutate(a.id, {
      onSuccess: (answer) => {
        toast.success(answerText(answer.message, t`Marked as no-show`));
        onClose();
      },
      onError: (e) => setError(errorMessage(e)),
    });
  return (
    <Dialog
      title={t`Mark as no-show?`}
      onClose={onClose}
      busy={noShow.isPending}
      description={`${a.patient.name}, ${formatMediumDate(a.date)} ${formatClockRange(a.time, a.endTime)}.`}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <Trans>The appointment will be closed as missed. This cannot be undone.</Trans>
        </p>
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={noShow.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button variant="danger" onClick={onConfirm} pending={noShow.isPending} pendingLabel={t`Saving...`}>
            <Trans>Mark no-show</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
