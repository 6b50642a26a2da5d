// /consultations/:callId/e-prescription (doctors): one consultation and its e-prescription form, where the
// call screen brings the doctor when an answered call ends (saying so), and opened from the desk's
// Consultations later. When it is written or can no longer be, says so; a consultation of a booked
// appointment is completed by its call, and its notes are added on the desk.
import { E_PRESCRIPTION_WINDOW_HOURS } from '@arogya/contracts/calls';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ePrescriptionPath, paths } from '../../../config/paths.ts';
import { callHistoryKeyPrefix } from '../../../lib/api/list-call-history.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  CALL_OUTCOMES,
  CALL_TYPE_LABELS,
  callTime,
  canWriteEPrescription,
  consultationDuration,
} from '../../../lib/call-history.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { readAfterCallNotice } from '../../../lib/video-call-link.ts';
import { useCallRecord } from '../api/get-call.ts';
import { EPrescriptionForm } from '../components/e-prescription-form.tsx';

const deskConsultations = `${paths.doctorDesk}?tab=consultations`;

export default function WriteEPrescriptionPage() {
  const { t, i18n } = useLingui();
  const { callId = '' } = useParams();
  usePageTitle(t`Write e-prescription`);
  const record = useCallRecord(callId);
  const queryClient = useQueryClient();
  const callNotice = readAfterCallNotice(useLocation().state);

  const back = (
    <Link
      to={deskConsultations}
      className="mb-4 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      <Trans>Back to consultations</Trans>
    </Link>
  );

  const notice = callNotice ? (
    <p
      role="status"
      data-testid="call-notice"
      className="mb-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900"
    >
      {i18n._(callNotice)}
    </p>
  ) : null;

  if (record.isPending) return <Spinner />;
  if (record.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {back}
        <ErrorState
          headingLevel={1}
          title={t`Consultation not found`}
          message={errorMessage(record.error)}
          onRetry={() => void record.refetch()}
        />
      </div>
    );
  }
  const call = record.data;
  const duration = consultationDuration(call);
  const when = formatDateTime(callTime(call));
  const writable = canWriteEPrescription(call, new Date());

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {back}
      {notice}
      <section
        aria-labelledby="consultation-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h1 id="consultation-title" className="text-2xl font-bold text-slate-900">
          <Trans>Consultation with {call.patient.name}</Trans>
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          {CALL_TYPE_LABELS[call.callType]} · {when}
          {duration ? ` · ${duration}` : ''} · {CALL_OUTCOMES[call.status].label}
        </p>
        {call.reason ? (
          <p className="mt-1 text-sm text-slate-700">
            <Trans>Reason: {call.reason}</Trans>
          </p>
        ) : null}
        {callNotice && call.appointmentId && call.status === 'completed' ? (
          <p className="mt-3 text-sm text-slate-800">
            <Trans>
              Its appointment is completed.{' '}
              <Link
                to={`${paths.doctorDesk}?list=completed`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                Add your consultation notes
              </Link>{' '}
              on the desk within {E_PRESCRIPTION_WINDOW_HOURS} hours.
            </Trans>
          </p>
        ) : null}

        {call.prescriptionId ? (
          <p className="mt-5 text-sm text-slate-800">
            <Trans>The e-prescription for this consultation has been written.</Trans>{' '}
            <Link to={ePrescriptionPath(call.prescriptionId)} className={buttonClass('secondary', 'sm')}>
              <Trans>View e-prescription</Trans>
            </Link>
          </p>
        ) : call.status === 'ringing' || call.status === 'active' ? (
          <p className="mt-5 text-sm text-slate-700">
            <Trans>Closing the call...</Trans>
          </p>
        ) : call.status !== 'completed' ? (
          <p className="mt-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <Trans>An e-prescription is written after a completed consultation.</Trans>
          </p>
        ) : !writable ? (
          <p className="mt-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <Trans>
              An e-prescription can be written within {E_PRESCRIPTION_WINDOW_HOURS} hours of the consultation.
            </Trans>
          </p>
        ) : null}
      </section>
      {writable ? (
        <div className="rounded-2xl bg-white">
          <EPrescriptionForm
            callId={call.id}
            callType={call.callType}
            onIssued={() => void queryClient.invalidateQueries({ queryKey: callHistoryKeyPrefix })}
          />
        </div>
      ) : null}
    </div>
  );
}
