// The doctor's notes of a completed consultation.

import type { Appointment } from '@arogya/contracts/appointments';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { doctorSpecialty } from '../../../lib/appointment-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatMediumDate } from '../../../lib/india-time.ts';
import { useAppointment } from '../api/get-appointment.ts';

export function SummaryDialog({
  appointment: a,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const detail = useAppointment(a.id);
  const doctor = a.doctor.name;
  const specialty = doctorSpecialty(a);
  const date = formatMediumDate(a.date);
  return (
    <Dialog
      title={t`Consultation summary`}
      onClose={onClose}
      description={t`Dr. ${doctor}, ${specialty} · ${date}`}
    >
      {detail.isPending ? (
        <Spinner className="py-8" />
      ) : detail.isError ? (
        <ErrorState
          title={t`The summary could not be loaded`}
          message={errorMessage(detail.error)}
          onRetry={() => void detail.refetch()}
          headingLevel={3}
        />
      ) : detail.data.summary ? (
        <div className="space-y-4">
          <section>
            <h3 className="text-sm font-semibold text-slate-900">
              <Trans>Doctor’s notes</Trans>
            </h3>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{detail.data.summary.notes}</p>
            <p className="mt-2 text-xs text-slate-600">
              <Trans>Written {formatDate(detail.data.summary.completedAt)}</Trans>
            </p>
          </section>
          {detail.data.review ? (
            <section>
              <h3 className="text-sm font-semibold text-slate-900">
                <Trans>Your review</Trans>
              </h3>
              <RatingStars rating={detail.data.review.rating} />
              {detail.data.review.comment ? (
                <p className="mt-1 text-sm text-slate-800">{detail.data.review.comment}</p>
              ) : null}
            </section>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>The doctor has not added notes for this consultation.</Trans>
        </p>
      )}
    </Dialog>
  );
}
