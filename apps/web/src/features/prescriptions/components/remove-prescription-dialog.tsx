// Confirms removing an uploaded prescription. One attached to an order is kept with it: the API says so
// and the dialog shows that answer instead of closing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import toast from '../../../lib/toast.ts';
import { useDeletePrescription } from '../api/delete-prescription.ts';

export function RemovePrescriptionDialog({
  id,
  title,
  onClose,
}: {
  id: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeletePrescription();
  const [error, setError] = useState<string | null>(null);
  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync(id);
      toast.success(t`Prescription removed`);
      onClose();
    } catch (err) {
      setError(errorMessage(err, t`The prescription could not be removed. Please try again.`));
    }
  };
  return (
    <Dialog
      title={t`Remove this prescription?`}
      onClose={onClose}
      busy={remove.isPending}
      description={t`${title} and its file are deleted from Arogya. This cannot be undone.`}
    >
      <div className="space-y-4">
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            variant="danger"
            onClick={() => void onRemove()}
            pending={remove.isPending}
            pendingLabel={t`Removing...`}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
