// Availability tab: consultation options, hours, the advance-booking rule, leave, and the real slots of
// today and the next 7 days; choosing a free slot starts booking with it.

import { formatInr } from '@arogya/contracts/constants';
import type { DoctorDetail } from '@arogya/contracts/doctors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { SlotPicker } from '../../../components/doctors/slot-picker.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDoctorSlots } from '../../../lib/api/get-doctor-slots.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { bookingHref } from '../../../lib/booking-link.ts';
import { CONSULTATION_TYPE_MESSAGES } from '../../../lib/consultation-types.ts';
import { formatLongDate, indiaDate } from '../../../lib/india-time.ts';
import { advanceRule } from '../working-hours.ts';
import { WorkingHoursTable } from './working-hours-table.tsx';

export function DoctorAvailability({ doctor, userId }: { doctor: DoctorDetail; userId: string | null }) {
  const { t } = useLingui();
  const onLeave = doctor.doctorId.onLeave;
  const today = indiaDate();
  const currentLeave = doctor.leaves.find((l) => l.startDate <= today && today <= l.endDate);
  const laterLeaves = doctor.leaves.filter((l) => l.startDate > today);

  return (
    <div className="space-y-6">
      <section>
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Consultation options</Trans>
        </h2>
        <ul className="mt-2 grid gap-2 sm:grid-cols-3">
          {doctor.consultationTypes.map((type) => (
            <li key={type} className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm">
              <span className="block font-semibold text-slate-900">
                {t(CONSULTATION_TYPE_MESSAGES[type])}
              </span>
              <span className="text-slate-700">{formatInr(doctor.feePaise)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Working hours</Trans>
        </h2>
        <div className="mt-2">
          <WorkingHoursTable schedule={doctor.schedule} />
        </div>
        <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {advanceRule(doctor.doctorId.bookingBeforeTime)}
        </p>
        {laterLeaves.length > 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            <Trans>On leave: </Trans>
            {laterLeaves
              .map((l) => {
                const from = formatLongDate(l.startDate);
                const to = formatLongDate(l.endDate);
                return l.reason ? t`${from} to ${to} (${l.reason})` : t`${from} to ${to}`;
              })
              .join('; ')}
          </p>
        ) : null}
      </section>

      <section>
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Available slots</Trans>
        </h2>
        {onLeave ? (
          <div
            role="status"
            className="mt-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <p className="font-semibold">
              <Trans>Doctor is currently on leave</Trans>
            </p>
            {currentLeave ? (
              <p>
                <Trans>Back after {formatLongDate(currentLeave.endDate)}.</Trans>
              </p>
            ) : null}
          </div>
        ) : (
          <div className="mt-2">
            <Slots doctorId={doctor.id} userId={userId} today={today} />
          </div>
        )}
      </section>
    </div>
  );
}

function Slots({ doctorId, userId, today }: { doctorId: string; userId: string | null; today: string }) {
  const { t } = useLingui();
  const slots = useDoctorSlots(doctorId);
  const navigate = useNavigate();
  if (slots.isPending) {
    return (
      <div className="space-y-3">
        <Trans>
          <span role="status" className="sr-only">
            Loading slots...
          </span>
        </Trans>
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (slots.isError) {
    return (
      <ErrorState
        title={t`Slots could not be loaded`}
        message={errorMessage(slots.error)}
        onRetry={() => void slots.refetch()}
        headingLevel={3}
      />
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        <Trans>Times are in India Standard Time. Choose a free slot to book it.</Trans>
      </p>
      <SlotPicker
        days={slots.data.days}
        today={today}
        onSelect={(slot) => navigate(bookingHref(doctorId, userId, { date: slot.date, slot: slot.startsAt }))}
      />
    </>
  );
}
