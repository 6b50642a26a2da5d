// /consult-now/requests/:id (signed in, the request's patient): the waiting screen. Unpaid, it offers paying;
// in the queue, the place, the estimate and the way out (WaitingPanel); accepted, it joins the call at once
// (the notification socket says so the moment the doctor accepts; the request is also asked every 5 s);
// ended without a doctor, what happened and the refund (docs/screens.md#consult-now).

import { formatInr } from '@arogya/contracts/constants';
import type { ConsultRequest } from '@arogya/contracts/consult-now';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { consultNowPath, paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { displayI18n } from '../../../lib/i18n/display-locale.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { connectCallNotifications } from '../../../lib/notifications-socket.ts';
import { payProblem } from '../../../lib/pay-online.ts';
import { PAYMENT_STATUS_NAMES } from '../../../lib/payment-state.ts';
import { statusText } from '../../../lib/status-labels.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { videoCallLink, videoCallState } from '../../../lib/video-call-link.ts';
import { useCancelConsultRequest } from '../api/cancel-consult-request.ts';
import { consultRequestKey } from '../api/consult-now-keys.ts';
import { useConsultRequest } from '../api/get-consult-request.ts';
import { joinConsultation } from '../api/join-consultation.ts';
import { startPayment } from '../api/start-payment.ts';
import { WaitingPanel } from '../components/waiting-panel.tsx';

function Unpaid({ request, note }: { request: ConsultRequest; note: string | null }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const cancel = useCancelConsultRequest(request.id);
  const specialty = localName(request.specialty);
  const payable = formatInr(request.payablePaise);
  const [problem, setProblem] = useState<string | null>(note);
  const [paying, setPaying] = useState(false);
  const pay = async () => {
    setPaying(true);
    setProblem(null);
    try {
      setProblem(payProblem(displayI18n(), await startPayment(request.id), 'request'));
    } catch (error) {
      setProblem(errorMessage(error, t`The payment could not be started.`));
    } finally {
      setPaying(false);
      void client.invalidateQueries({ queryKey: consultRequestKey(request.id) });
    }
  };
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      aria-labelledby="unpaid-title"
    >
      <h2 id="unpaid-title" className="text-lg font-semibold text-slate-900">
        <Trans>Pay to join the queue</Trans>
      </h2>
      <p className="mt-1 text-slate-800">
        <Trans>Your request joins the {specialty} queue as soon as it is paid.</Trans>
      </p>
      <div className="mt-3">
        <FormAlert message={problem} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void pay()} pending={paying} pendingLabel={t`Opening payment...`}>
          <Trans>Pay {payable}</Trans>
        </Button>
        <Button variant="ghost" onClick={() => cancel.mutate()} pending={cancel.isPending}>
          <Trans>Cancel request</Trans>
        </Button>
      </div>
    </section>
  );
}

function Ended({ request }: { request: ConsultRequest }) {
  const { t } = useLingui();
  const refund = request.payment?.refund;
  const title =
    request.status === 'unanswered'
      ? t`No doctor accepted in time`
      : request.status === 'not_paid'
        ? t`Not paid`
        : t`Request cancelled`;
  const refunded = refund ? formatInr(refund.amountPaise) : '';
  const paymentLabel = request.payment
    ? statusText(PAYMENT_STATUS_NAMES, request.payment.status, request.payment.label)
    : '';
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      aria-labelledby="ended-title"
    >
      <h2 id="ended-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {request.endReason ? <p className="mt-1 text-slate-800">{request.endReason}</p> : null}
      {refund ? (
        <p className="mt-2 text-slate-800" data-testid="refund-line">
          <Trans>
            Refund of {refunded}: {paymentLabel}. It goes back to the way you paid, usually within 5-7 working
            days.
          </Trans>
        </p>
      ) : request.cardBenefitPaise > 0 ? (
        <p className="mt-2 text-slate-800">
          <Trans>Your free consultation is back on your health card.</Trans>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={consultNowPath({ specialty: request.specialty.slug })} className={buttonClass('primary')}>
          <Trans>Consult now again</Trans>
        </Link>
        <Link to={paths.doctors} className={buttonClass('secondary')}>
          <Trans>Book an appointment</Trans>
        </Link>
      </div>
    </section>
  );
}

function Accepted({ request }: { request: ConsultRequest }) {
  const navigate = useNavigate();
  const doctorName = request.doctor?.name ?? '';
  const registration = request.doctor?.registrationNumber ?? '';
  const specialty = request.doctor
    ? localName({ name: request.doctor.specialty, nameHi: request.doctor.specialtyHi })
    : '';
  const [problem, setProblem] = useState<string | null>(null);
  const joining = useRef(false);
  useEffect(() => {
    if (joining.current || !request.doctor) return;
    joining.current = true;
    joinConsultation(request.id)
      .then((session) =>
        navigate(videoCallLink(session.call.doctor.id, session.call.patient.id, 'video'), {
          replace: true,
          state: videoCallState({ consultationType: 'video', session }),
        }),
      )
      .catch((error) => setProblem(errorMessage(error)));
  }, [request, navigate]);
  return (
    <section
      className="rounded-2xl border border-green-200 bg-green-50 p-5 sm:p-6"
      aria-labelledby="accepted-title"
    >
      <h2 id="accepted-title" className="text-lg font-semibold text-slate-900">
        <Trans>Dr. {doctorName} accepted your consultation</Trans>
      </h2>
      <p className="mt-1 text-slate-800">
        {request.doctor?.qualification} · {specialty} · <Trans>Reg. no. {registration}</Trans>
      </p>
      {problem ? (
        <div className="mt-3 space-y-3">
          <FormAlert message={problem} />
          <Link to={paths.myAppointments} className={buttonClass('secondary')}>
            <Trans>My Appointments</Trans>
          </Link>
        </div>
      ) : (
        <p className="mt-3 font-medium text-green-900" role="status">
          <Trans>Joining the video call...</Trans>
        </p>
      )}
    </section>
  );
}

export default function ConsultRequestPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Consult now`);
  const { id = '' } = useParams();
  const note = (useLocation().state as { payNote?: string } | null)?.payNote ?? null;
  const request = useConsultRequest(id);
  const token = useAuthStore((s) => s.token);
  const client = useQueryClient();

  // The moment the request moves (offered, accepted, refunded), the socket says so.
  useEffect(() => {
    if (!token || !id) return;
    return connectCallNotifications(token, (message) => {
      if (message.type === 'consult-request' && message.requestId === id)
        void client.invalidateQueries({ queryKey: consultRequestKey(id) });
    });
  }, [token, id, client]);

  const r = request.data;
  const patientName = r?.patientName ?? '';
  const photos = r?.photoCount ?? 0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Consult now</Trans>
      </h1>
      {r ? (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
          <span>
            {localName(r.specialty)} · {r.reference} · {i18n._(msg`for ${patientName}`)}
          </span>
          <Badge tone={r.payablePaise > 0 ? 'slate' : 'green'}>
            {r.payablePaise > 0
              ? `${formatInr(r.payablePaise)} ${r.payment ? statusText(PAYMENT_STATUS_NAMES, r.payment.status, r.payment.label).toLowerCase() : ''}`
              : t`Free with your health card`}
          </Badge>
        </p>
      ) : null}
      <div className="mt-6">
        {request.isPending ? (
          <Spinner />
        ) : request.isError ? (
          <ErrorState
            title={t`Your request could not be loaded`}
            message={errorMessage(request.error)}
            onRetry={() => void request.refetch()}
          />
        ) : r?.status === 'awaiting_payment' ? (
          <Unpaid request={r} note={note} />
        ) : r?.status === 'waiting' || r?.status === 'offered' ? (
          <WaitingPanel request={r} />
        ) : r?.status === 'accepted' ? (
          <Accepted request={r} />
        ) : r ? (
          <Ended request={r} />
        ) : null}
      </div>
      {r && r.status !== 'accepted' ? (
        <section
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
          aria-labelledby="problem-title"
        >
          <h2 id="problem-title" className="font-semibold text-slate-900">
            <Trans>What you told the doctor</Trans>
          </h2>
          <p className="mt-1 whitespace-pre-line text-slate-800">{r.problem}</p>
          {r.photoCount > 0 ? (
            <p className="mt-1 text-sm text-slate-600">
              {i18n._(msg`${plural(photos, { one: '# photo attached', other: '# photos attached' })}`)}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
