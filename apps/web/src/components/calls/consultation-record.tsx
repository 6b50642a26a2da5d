// One consultation record (a call): who was on the other end, the type, when, how long, the outcome, and
// the e-prescription: 'View e-prescription' once written; for its doctor, 'Write e-prescription' while
// that is still possible.
import type { Call } from '@arogya/contracts/calls';
import { Trans, useLingui } from '@lingui/react/macro';
import FileTextIcon from 'lucide-react/icons/file-text';
import PenLineIcon from 'lucide-react/icons/pen-line';
import PhoneIcon from 'lucide-react/icons/phone';
import VideoIcon from 'lucide-react/icons/video';
import { Link } from 'react-router';
import { ePrescriptionPath, writeEPrescriptionPath } from '../../config/paths.ts';
import type { CallHistoryRole } from '../../lib/api/list-call-history.ts';
import {
  CALL_OUTCOMES,
  CALL_TYPE_LABELS,
  callTime,
  canWriteEPrescription,
  consultationDuration,
} from '../../lib/call-history.ts';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { localName } from '../../lib/i18n/local-name.ts';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button.tsx';

export function ConsultationRecord({ call, as, now }: { call: Call; as: CallHistoryRole; now: Date }) {
  const { t } = useLingui();
  const outcome = CALL_OUTCOMES[call.status];
  const TypeIcon = call.callType === 'video' ? VideoIcon : PhoneIcon;
  const who = as === 'patient' ? t`Dr. ${call.doctor.name}` : call.patient.name;
  const duration = consultationDuration(call);
  const at = callTime(call);
  const writable = as === 'doctor' && canWriteEPrescription(call, now);

  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="consultation-record"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{who}</h3>
          {as === 'patient' ? (
            <p className="text-sm text-slate-600">
              {localName({ name: call.doctor.specialty, nameHi: call.doctor.specialtyHi })}
            </p>
          ) : null}
        </div>
        <Badge tone={outcome.tone}>{outcome.label}</Badge>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">
            <Trans>Type</Trans>
          </dt>
          <TypeIcon aria-hidden="true" className="size-4 text-slate-500" />
          <dd>{CALL_TYPE_LABELS[call.callType]}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">
            <Trans>When</Trans>
          </dt>
          <dd>
            <time dateTime={at}>{formatDateTime(at)}</time>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className={duration ? 'text-slate-600' : 'sr-only'}>
            <Trans>Duration</Trans>
          </dt>
          <dd className={duration ? '' : 'text-slate-600'}>{duration ?? t`Not connected`}</dd>
        </div>
      </dl>
      {as === 'doctor' && call.reason ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans>Reason: {call.reason}</Trans>
        </p>
      ) : null}
      {call.prescriptionId || writable ? (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {call.prescriptionId ? (
            <Link to={ePrescriptionPath(call.prescriptionId)} className={buttonClass('secondary', 'sm')}>
              <FileTextIcon aria-hidden="true" className="size-4" />
              <Trans>View e-prescription</Trans>
            </Link>
          ) : (
            <Link to={writeEPrescriptionPath(call.id)} className={buttonClass('primary', 'sm')}>
              <PenLineIcon aria-hidden="true" className="size-4" />
              <Trans>Write e-prescription</Trans>
            </Link>
          )}
        </div>
      ) : null}
    </article>
  );
}
