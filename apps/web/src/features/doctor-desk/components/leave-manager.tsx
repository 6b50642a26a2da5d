// The doctor's leave: current and future periods (remove with a confirmation) and a form to add one.
// The API refuses a period with booked appointments in it, saying how many.
import { type Leave, LeaveRequest } from '@arogya/contracts/doctors';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { formatMediumDate, indiaDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { useAddLeave } from '../api/add-leave.ts';
import { useLeaves } from '../api/list-leaves.ts';
import { useRemoveLeave } from '../api/remove-leave.ts';

function period(l: Pick<Leave, 'startDate' | 'endDate'>): string {
  if (l.startDate === l.endDate) return formatMediumDate(l.startDate);
  const from = formatMediumDate(l.startDate);
  const to = formatMediumDate(l.endDate);
  return localized(msg`${from} to ${to}`);
}

export function LeaveManager() {
  const { t } = useLingui();
  const leaves = useLeaves();
  const [removing, setRemoving] = useState<Leave | null>(null);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="leave-list">
        <h2 id="leave-list" className="text-lg font-semibold text-slate-900">
          <Trans>Your leave</Trans>
        </h2>
        <div className="mt-3">
          {leaves.isPending ? (
            <Skeleton className="h-20 w-full rounded-xl" />
          ) : leaves.isError ? (
            <ErrorState
              title={t`Leave could not be loaded`}
              message={errorMessage(leaves.error)}
              onRetry={() => void leaves.refetch()}
              headingLevel={3}
            />
          ) : leaves.data.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>No leave planned.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {leaves.data.map((leave) => (
                <li key={leave.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="text-sm">
                    <p className="font-semibold text-slate-900">{period(leave)}</p>
                    {leave.reason ? <p className="text-slate-700">{leave.reason}</p> : null}
                  </div>
                  <Button variant="secondary" size="sm" onClick={() => setRemoving(leave)}>
                    <Trans>
                      Remove<span className="sr-only"> leave {period(leave)}</span>
                    </Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="leave-add">
        <h2 id="leave-add" className="text-lg font-semibold text-slate-900">
          <Trans>Add leave</Trans>
        </h2>
        <AddLeaveForm />
      </section>

      {removing ? <RemoveLeaveDialog leave={removing} onClose={() => setRemoving(null)} /> : null}
    </div>
  );
}

function AddLeaveForm() {
  const { t } = useLingui();
  const add = useAddLeave();
  const today = indiaDate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<LeaveRequest>({
    resolver: localizedZodResolver(LeaveRequest),
    defaultValues: { startDate: '', endDate: '', reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await add.mutateAsync({ ...values, reason: values.reason?.trim() || undefined });
      toast.success(answerText(answer.message, t`Leave added`));
      reset();
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['startDate', 'endDate', 'reason']));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`From`}
          type="date"
          min={today}
          error={formState.errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label={t`To`}
          type="date"
          min={today}
          error={formState.errors.endDate?.message}
          {...register('endDate')}
        />
      </div>
      <TextField
        label={t`Reason (optional)`}
        maxLength={200}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <p className="text-xs text-slate-600">
        <Trans>
          Patients cannot book you on leave days. Cancel or move booked appointments in the period first.
        </Trans>
      </p>
      <FormAlert message={formError} />
      <Button type="submit" pending={add.isPending} pendingLabel={t`Adding...`}>
        <Trans>Add leave</Trans>
      </Button>
    </form>
  );
}

function RemoveLeaveDialog({ leave, onClose }: { leave: Leave; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveLeave();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      title={t`Remove this leave?`}
      onClose={onClose}
      busy={remove.isPending}
      description={period(leave)}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <Trans>Patients will be able to book you on these days again.</Trans>
        </p>
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            <Trans>Keep leave</Trans>
          </Button>
          <Button
            variant="danger"
            pending={remove.isPending}
            pendingLabel={t`Removing...`}
            onClick={() =>
              remove.mutate(leave.id, {
                onSuccess: (answer) => {
                  toast.success(answerText(answer.message, t`Leave removed`));
                  onClose();
                },
                onError: (e) => setError(errorMessage(e)),
              })
            }
          >
            <Trans>Remove leave</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
