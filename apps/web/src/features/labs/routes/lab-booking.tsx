// /lab-bookings/:id: one lab booking (docs/screens.md#lab-booking): the confirmation after booking, the
// status timeline, the slot, lab, address and tests, the preparation, cancel and reschedule (free until
// LAB_CHANGE_CUTOFF_HOURS before the slot, never after collection; the server says which is allowed), and
// the report once ready; a booking paid online shows its payment, refund and receipt, and can be paid again
// while its slot is held (components/lab-booking-payment.tsx).

import { formatInr, LAB_CHANGE_CUTOFF_HOURS } from '@arogya/contracts/constants';
import type { LabBooking } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { labReportPath, paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { refusalText } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { cityStatePin } from '../../../lib/i18n/place-name.ts';
import { formatClockRange, formatMediumDate, indiaDate } from '../../../lib/india-time.ts';
import { testCountText } from '../../../lib/lab-cart-item.ts';
import { paymentStateText } from '../../../lib/payment-state.ts';
import { LAB_BOOKING_STATUS_NAMES, statusText, timelineNote } from '../../../lib/status-labels.ts';
import toast from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCancelLabBooking, useRescheduleLabBooking } from '../api/cancel-lab-booking.ts';
import { useLabBooking } from '../api/get-lab-booking.ts';
import { isNotFound } from '../api/get-lab-item.ts';
import { useLabSlots } from '../api/get-lab-slots.ts';
import { LabBookingPayment } from '../components/lab-booking-payment.tsx';
import { LabBookingStatusBadge, REPORT_STATUS_LABELS } from '../components/lab-booking-status.tsx';
import { LabSlotPicker } from '../components/lab-slot-picker.tsx';
import { cardBenefitText, labPaymentLine } from '../lab-payment-line.ts';
import { localList } from '../local-list.ts';

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';

/** Where the booking's money stands (lib/payment-state.ts): paid online, or at collection, or still to pay. */
const labPaymentText = (b: LabBooking) =>
  paymentStateText({
    amountPaise: b.totalPaise,
    payment: b.payment,
    offline: { where: 'collection', paid: b.paymentStatus === 'paid' },
  });
const h2Class = 'text-lg font-semibold text-slate-900';

function CancelDialog({ booking, onClose }: { booking: LabBooking; onClose: () => void }) {
  const { t } = useLingui();
  const cancel = useCancelLabBooking(booking.id);
  const [reason, setReason] = useState('');
  return (
    <Dialog title={t`Cancel this booking?`} onClose={onClose} busy={cancel.isPending}>
      <p className="text-sm text-slate-700">
        <Trans>
          {booking.orderNumber}: collection on {formatMediumDate(booking.scheduledDate)} at{' '}
          {formatClockRange(booking.slot.start, booking.slot.end)}.{' '}
        </Trans>
        {booking.paymentStatus === 'paid'
          ? t`Your payment of ${formatInr(booking.totalPaise)} is refunded in full.`
          : t`Nothing is charged.`}
      </p>
      <TextareaField
        label={t`Reason (optional)`}
        className="mt-4"
        maxLength={300}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {cancel.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {refusalText(cancel.error)}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          <Trans>Keep booking</Trans>
        </Button>
        <Button
          variant="danger"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(reason.trim() ? { reason: reason.trim() } : {}, {
              onSuccess: () => {
                toast.success(t`Booking cancelled`);
                onClose();
              },
            })
          }
        >
          {cancel.isPending ? 'Cancelling...' : t`Cancel booking`}
        </Button>
      </div>
    </Dialog>
  );
}

function RescheduleDialog({ booking, onClose }: { booking: LabBooking; onClose: () => void }) {
  const { t } = useLingui();
  const reschedule = useRescheduleLabBooking(booking.id);
  const today = indiaDate();
  const [date, setDate] = useState(booking.scheduledDate);
  const [slot, setSlot] = useState<string | null>(null);
  const slots = useLabSlots(
    booking.lab.id,
    date,
    booking.items.map((i) => i.itemId),
  );
  return (
    <Dialog title={t`Reschedule collection`} onClose={onClose} busy={reschedule.isPending}>
      <LabSlotPicker
        day={slots.data}
        loading={slots.isFetching}
        error={slots.isError ? errorMessage(slots.error) : null}
        today={today}
        date={date}
        onDate={(d) => {
          setDate(d);
          setSlot(null);
        }}
        slot={slot}
        onSlot={setSlot}
        exclude={{ date: booking.scheduledDate, start: booking.slot.start }}
      />
      {reschedule.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {refusalText(reschedule.error)}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={reschedule.isPending}>
          <Trans>Keep current slot</Trans>
        </Button>
        <Button
          disabled={!slot || reschedule.isPending}
          onClick={() =>
            slot &&
            reschedule.mutate(
              { date, slot },
              {
                onSuccess: () => {
                  toast.success(t`Collection rescheduled`);
                  onClose();
                },
                onError: () => void slots.refetch(),
              },
            )
          }
        >
          {reschedule.isPending ? 'Saving...' : t`Move to this slot`}
        </Button>
      </div>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-900">{label}</dt>
      <dd className="text-sm text-slate-700">{children}</dd>
    </div>
  );
}

function BookingView({
  booking,
  justBooked,
  paymentProblem,
}: {
  booking: LabBooking;
  justBooked: boolean;
  paymentProblem: string | null;
}) {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const a = booking.address;
  // The lines in Hindi on a Hindi page (lab_bookings.preparation_hi), else as booked.
  const preparation = localList(booking.preparation, booking.preparationHi);
  const changeNote =
    booking.status === 'cancelled' || booking.status === 'report_ready'
      ? null
      : booking.canCancel || booking.canReschedule
        ? t`Free to cancel or reschedule until ${formatDateTime(booking.changeDeadline)}.`
        : booking.sampleCollectedAt
          ? t`The sample has been collected, so the booking can no longer be changed.`
          : t`Changes close ${LAB_CHANGE_CUTOFF_HOURS} hours before the slot. Call the lab on ${booking.lab.phone} if you cannot be there.`;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6">
      {justBooked ? (
        <div
          role="status"
          className="flex gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <CircleCheckIcon aria-hidden="true" className="size-6 shrink-0" />
          <div>
            <p className="font-semibold">
              {booking.paymentStatus === 'awaiting_payment' ? t`Slot held` : t`Booking confirmed`}:{' '}
              <span data-testid="booking-number">{booking.orderNumber}</span>
            </p>
            <p className="text-sm">
              <Trans>
                {booking.lab.name} will collect {booking.patient.name}'s sample on{' '}
                {formatMediumDate(booking.scheduledDate)} between{' '}
                {formatClockRange(booking.slot.start, booking.slot.end)}.
              </Trans>
            </p>
            <p className="text-sm font-semibold" data-testid="payment-state">
              {labPaymentText(booking)}
              {booking.paymentStatus === 'awaiting_payment' ? ': pay below to keep the slot.' : ''}
            </p>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">
            <Trans>
              <Link to={paths.labOrders} className="underline">
                My Orders
              </Link>{' '}
              / Lab booking
            </Trans>
          </p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{booking.orderNumber}</h1>
        </div>
        <LabBookingStatusBadge booking={booking} />
      </div>

      {booking.status === 'cancelled' ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {booking.cancelledBy === 'lab'
            ? t`Cancelled by the lab`
            : booking.cancelledBy === 'system'
              ? t`Cancelled automatically`
              : t`Cancelled by you`}
          {booking.cancelReason ? `: ${timelineNote(booking.cancelReason)}` : '.'}
        </p>
      ) : null}

      {booking.reportStatus === 'available' ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
          <p className="font-semibold text-slate-900">
            <Trans>Your report is ready.</Trans>
          </p>
          <Trans>
            <Link to={labReportPath(booking.id)} className={buttonClass('primary')}>
              View report
            </Link>
          </Trans>
        </div>
      ) : null}

      <section aria-labelledby="collection-heading" className={sectionClass}>
        <h2 id="collection-heading" className={h2Class}>
          <Trans>Home collection</Trans>
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <Row label={t`When`}>
            {formatMediumDate(booking.scheduledDate)},{' '}
            {formatClockRange(booking.slot.start, booking.slot.end)}
          </Row>
          <Row label={t`For`}>
            <Trans>
              {booking.patient.name}, {booking.patient.age} years,{' '}
            </Trans>
            {booking.patient.sex === 'female' ? t`female` : t`male`}
          </Row>
          <Row label={t`Lab`}>
            <Trans>
              {booking.lab.name} (NABL {booking.lab.nablNumber}) · {booking.lab.phone}
            </Trans>
          </Row>
          <Row label={t`Address`}>
            {[a.name, a.line1, a.line2, a.landmark, cityStatePin(a)].filter(Boolean).join(', ')}
          </Row>
          {booking.phlebotomist ? (
            <Row label={t`Phlebotomist`}>
              {booking.phlebotomist.name} · {booking.phlebotomist.phone}
            </Row>
          ) : null}
          {booking.sampleBarcode ? <Row label={t`Sample barcode`}>{booking.sampleBarcode}</Row> : null}
          <Row label={t`Payment`}>
            {labPaymentLine(booking)}
            <LabBookingPayment booking={booking} problem={paymentProblem} />
          </Row>
        </dl>
        {changeNote ? <p className="mt-4 text-sm text-slate-700">{changeNote}</p> : null}
        {booking.canCancel || booking.canReschedule ? (
          <div className="mt-3 flex flex-wrap gap-3">
            {booking.canReschedule ? (
              <Button variant="secondary" onClick={() => setDialog('reschedule')} aria-haspopup="dialog">
                <Trans>Reschedule</Trans>
              </Button>
            ) : null}
            {booking.canCancel ? (
              <Button variant="danger" onClick={() => setDialog('cancel')} aria-haspopup="dialog">
                <Trans>Cancel booking</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>

      {booking.status !== 'cancelled' && booking.status !== 'report_ready' ? (
        <section aria-labelledby="prep-heading" className={sectionClass}>
          <h2 id="prep-heading" className={h2Class}>
            <Trans>Preparation</Trans>
          </h2>
          {preparation.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {preparation.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">
              <Trans>No special preparation is needed.</Trans>
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="tests-heading" className={sectionClass}>
        <h2 id="tests-heading" className={h2Class}>
          <Trans>Tests</Trans>
        </h2>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {booking.items.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{localName(item)}</span>{' '}
                <span className="text-slate-600">
                  ({testCountText(i18n, item.tests)}) · {REPORT_STATUS_LABELS[item.reportStatus]}
                </span>
              </span>
              <span className="text-slate-900">{formatInr(item.pricePaise)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-sm">
          {booking.savingsPaise > 0 ? (
            <div className="flex justify-between text-green-800">
              <dt>
                <Trans>Savings on MRP</Trans>
              </dt>
              <dd>{formatInr(booking.savingsPaise)}</dd>
            </div>
          ) : null}
          {booking.cardBenefits.map((line) => (
            <div key={line.label} className="flex justify-between text-green-800">
              <dt>{cardBenefitText(line.label)}</dt>
              <dd>−{formatInr(line.paise)}</dd>
            </div>
          ))}
          <div className="flex justify-between text-base font-semibold text-slate-900">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{formatInr(booking.totalPaise)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="timeline-heading" className={sectionClass}>
        <h2 id="timeline-heading" className={h2Class}>
          <Trans>Status</Trans>
        </h2>
        <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
          {booking.timeline.map((event, i) => {
            // An event at the status the booking already had (paid online, rescheduled, a refund) is a
            // note: it reads as its note, not as the status word a second time.
            const repeat = i > 0 && booking.timeline[i - 1]?.status === event.status && event.note;
            return (
              <li key={`${event.status}-${event.at}-${event.note ?? ''}`}>
                <p className="font-medium text-slate-900">
                  {repeat && event.note
                    ? timelineNote(event.note)
                    : statusText(LAB_BOOKING_STATUS_NAMES, event.status, event.label)}
                </p>
                <p className="text-sm text-slate-600">
                  {formatDateTime(event.at)}
                  {!repeat && event.note ? ` · ${timelineNote(event.note)}` : ''}
                </p>
              </li>
            );
          })}
        </ol>
      </section>

      {dialog === 'cancel' ? <CancelDialog booking={booking} onClose={() => setDialog(null)} /> : null}
      {dialog === 'reschedule' ? (
        <RescheduleDialog booking={booking} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

export default function LabBookingPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const { state } = useLocation();
  const booking = useLabBooking(id);
  usePageTitle(booking.data ? t`Lab booking ${booking.data.orderNumber}` : t`Lab booking`);
  const from = state as { justBooked?: boolean; paymentProblem?: string | null } | null;
  const justBooked = from?.justBooked === true;
  const paymentProblem = from?.paymentProblem ?? null;

  if (booking.isPending) {
    return (
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-6 sm:px-6">
        <LoadingNote label={t`Loading your booking...`} />
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-60 rounded-2xl" />
      </div>
    );
  }
  if (booking.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {isNotFound(booking.error) ? (
          <EmptyState
            title={t`Booking not found`}
            action={
              <Link to={paths.labOrders} className={buttonClass('primary')}>
                <Trans>My Orders</Trans>
              </Link>
            }
          >
            <Trans>This booking does not exist or is not yours.</Trans>
          </EmptyState>
        ) : (
          <ErrorState
            headingLevel={1}
            title={t`Your booking could not be loaded`}
            message={errorMessage(booking.error)}
            onRetry={() => void booking.refetch()}
          />
        )}
      </div>
    );
  }
  return <BookingView booking={booking.data} justBooked={justBooked} paymentProblem={paymentProblem} />;
}
