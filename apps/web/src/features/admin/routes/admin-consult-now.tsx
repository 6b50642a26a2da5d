// /admin/consult-now: per specialty, the instant fee (set here; every change is in the audit log), doctors
// online now (and free), requests waiting, today's median wait from joining the queue to a doctor accepting,
// and today's unanswered requests with what their refunds gave back (today in IST).

import { formatInr } from '@arogya/contracts/constants';
import type { ConsultAdminRow } from '@arogya/contracts/consult-now';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { displayI18n } from '../../../lib/i18n/display-locale.ts';
import toast from '../../../lib/toast.ts';
import { useConsultFigures } from '../api/list-consult-figures.ts';
import { useSetInstantFee } from '../api/set-instant-fee.ts';
import { ConsoleShell } from '../components/console-shell.tsx';

/** A wait ('45 s', '3 min 05 s') in the page's language. */
export function waitText(seconds: number | null): string {
  if (seconds === null) return '—';
  const i18n = displayI18n();
  if (seconds < 60) return i18n._(msg`${seconds} s`);
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return i18n._(msg`${minutes} min ${rest} s`);
}

function FeeForm({ row }: { row: ConsultAdminRow }) {
  const { t } = useLingui();
  const [value, setValue] = useState(row.feePaise !== null ? String(row.feePaise / 100) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetInstantFee();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = Number(value);
    if (!Number.isInteger(rupees) || rupees < 1 || rupees > 10_000) {
      setProblem(t`Whole rupees, ₹1 to ₹10,000`);
      return;
    }
    setProblem(null);
    save.mutate(
      { specialtyId: row.specialtyId, feeRupees: rupees },
      {
        onSuccess: () => toast.success(t`${row.name}: instant fee ${formatInr(rupees * 100)}`),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const id = `fee-${row.specialtyId}`;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div>
        <label htmlFor={id} className="block text-xs font-medium text-slate-700">
          <Trans>Instant fee (₹)</Trans>
        </label>
        <input
          id={id}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t`Not offered`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="mt-0.5 w-28 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
        />
      </div>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        pending={save.isPending}
        pendingLabel={t`Saving...`}
      >
        <Trans>
          Save<span className="sr-only"> the instant fee of {row.name}</span>
        </Trans>
      </Button>
      {problem ? (
        <p id={`${id}-problem`} className="w-full text-xs text-red-800">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

export default function AdminConsultNowPage() {
  const { t } = useLingui();
  const figures = useConsultFigures();
  return (
    <ConsoleShell
      title={t`Consult now`}
      intro={t`Per specialty: the instant fee patients pay, doctors available now, requests waiting, and today's median wait and refunds of requests nobody accepted (IST). A specialty without a fee is not offered.`}
    >
      {figures.isPending ? (
        <LoadingNote label={t`Loading figures...`} />
      ) : figures.isError ? (
        <ErrorState
          title={t`The figures could not be loaded`}
          message={errorMessage(figures.error)}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2" data-testid="consult-figures">
          {figures.data.map((row) => (
            <li key={row.specialtyId} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="font-semibold text-slate-900">{row.name}</h2>
                <FeeForm row={row} />
              </div>
              {row.feePaise !== null ? (
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4 xl:grid-cols-2">
                  <div>
                    <dt className="text-slate-600">
                      <Trans>Doctors online</Trans>
                    </dt>
                    <dd className="font-semibold text-slate-900">
                      {row.doctorsOnline}{' '}
                      <span className="font-normal text-slate-600">
                        <Trans>({row.doctorsFree} free)</Trans>
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">
                      <Trans>Waiting</Trans>
                    </dt>
                    <dd className="font-semibold text-slate-900">{row.waiting}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">
                      <Trans>Median wait today</Trans>
                    </dt>
                    <dd className="font-semibold text-slate-900">
                      {waitText(row.medianWaitSecondsToday)}
                      <span className="block text-xs font-normal text-slate-600">
                        <Trans>{row.acceptedToday} accepted</Trans>
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">
                      <Trans>Refunds today (unanswered)</Trans>
                    </dt>
                    <dd className="font-semibold text-slate-900">
                      {row.unansweredToday}
                      <span className="block text-xs font-normal text-slate-600">
                        {formatInr(row.refundedPaiseToday)}
                      </span>
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className="mt-2 text-sm text-slate-600">
                  <Trans>Not offered for consult now.</Trans>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </ConsoleShell>
  );
}
