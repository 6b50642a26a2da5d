// While the request is in the queue: the place, the doctors of the specialty online, an honest estimate, the
// time waited, and, from CONSULT_PROMPT_MINUTES, the question: keep waiting or cancel for a full refund.

import { formatInr } from '@arogya/contracts/constants';
import type { ConsultRequest } from '@arogya/contracts/consult-now';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { formatClock, indiaClock } from '../../../lib/india-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useCancelConsultRequest } from '../api/cancel-consult-request.ts';
import { elapsed, estimateText, placeText, promptDue } from '../consult-wait.ts';

export function WaitingPanel({ request }: { request: ConsultRequest }) {
  const { t } = useLingui();
  const now = useNow(1000).getTime();
  const cancel = useCancelConsultRequest(request.id);
  const [keepWaiting, setKeepWaiting] = useState(false);
  const refundClock = request.refundAt ? formatClock(indiaClock(new Date(request.refundAt))) : null;
  const ask = promptDue(request, now) && !keepWaiting;
  const paid = formatInr(request.payablePaise);
  const refundWords =
    request.payablePaise > 0 ? t`your ${paid} back` : t`your free consultation back on your health card`;
  const specialty = localName(request.specialty);

  return (
    <section
      aria-labelledby="waiting-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="relative flex size-3">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-500 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-3 rounded-full bg-green-600" />
        </span>
        <h2 id="waiting-title" className="text-lg font-semibold text-slate-900">
          {request.status === 'offered'
            ? t`Asking a ${specialty} doctor now...`
            : t`Finding you a ${specialty} doctor...`}
        </h2>
      </div>
      <div role="status" aria-live="polite" className="mt-3 space-y-1 text-slate-800">
        <p className="text-xl font-bold text-slate-900" data-testid="queue-place">
          {placeText(request)}
        </p>
        <p data-testid="wait-estimate">{estimateText(request, refundClock)}</p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">
            <Trans>Waiting for</Trans>
          </dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {elapsed(request.queuedAt, now)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">
            <Trans>Doctors online</Trans>
          </dt>
          <dd className="text-lg font-semibold text-slate-900">
            {request.doctorsAvailable}
            <span className="ml-1 text-sm font-normal text-slate-600">
              <Trans>({request.doctorsFree} free)</Trans>
            </span>
          </dd>
        </div>
        <div className="col-span-2 rounded-lg bg-slate-50 p-3 sm:col-span-1">
          <dt className="text-slate-600">
            <Trans>Full refund if nobody accepts by</Trans>
          </dt>
          <dd className="text-lg font-semibold text-slate-900">{refundClock ?? '—'}</dd>
        </div>
      </dl>
      {ask ? (
        <div
          role="alert"
          className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4"
          data-testid="keep-waiting"
        >
          <p className="font-semibold text-slate-900">
            <Trans>No doctor has accepted yet.</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-800">
            <Trans>
              Keep waiting (you keep your place in the queue), or cancel and get {refundWords}. At{' '}
              {refundClock} we cancel and refund it anyway.
            </Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setKeepWaiting(true)}>
              <Trans>Keep waiting</Trans>
            </Button>
            <Button
              variant="danger"
              pending={cancel.isPending}
              pendingLabel={t`Cancelling...`}
              onClick={() => cancel.mutate()}
            >
              <Trans>Cancel and refund</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-5">
          <Button
            variant="ghost"
            size="sm"
            pending={cancel.isPending}
            pendingLabel={t`Cancelling...`}
            onClick={() => cancel.mutate()}
          >
            <Trans>Cancel request ({refundWords})</Trans>
          </Button>
        </div>
      )}
      {cancel.isError ? <FormAlert message={errorMessage(cancel.error)} /> : null}
    </section>
  );
}
