// A lab booking in My Orders with the spec's item fields: each test with its tests count, report status
// and scheduled date; the slot, the lab, the total and how it is paid (an online payment's status and
// refund); a link to the booking and, when ready, to the report.

import { formatInr } from '@arogya/contracts/constants';
import type { LabBooking } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { labBookingPath, labReportPath } from '../../../config/paths.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { formatClockRange, formatMediumDate } from '../../../lib/india-time.ts';
import { testCountText } from '../../../lib/lab-cart-item.ts';
import { labPaymentLine } from '../lab-payment-line.ts';
import { LabBookingStatusBadge, REPORT_STATUS_LABELS } from './lab-booking-status.tsx';

export function LabBookingCard({ booking }: { booking: LabBooking }) {
  const { t, i18n } = useLingui();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            <Link to={labBookingPath(booking.id)} className="hover:underline">
              {booking.orderNumber}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            <Trans>
              Lab tests for {booking.patient.name} · booked {formatMediumDate(booking.date)}
            </Trans>
          </p>
        </div>
        <LabBookingStatusBadge booking={booking} />
      </div>
      <p className="mt-2 text-sm text-slate-800">
        <Trans>
          Collection {formatMediumDate(booking.scheduledDate)},{' '}
          {formatClockRange(booking.slot.start, booking.slot.end)} · {booking.lab.name}
        </Trans>
      </p>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {booking.items.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-2 py-1.5">
            <span className="text-slate-900">
              {localName(item)} <span className="text-slate-600">({testCountText(i18n, item.tests)})</span>
            </span>
            <span className="text-slate-700">{REPORT_STATUS_LABELS[item.reportStatus]}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <div>
          <p className="font-semibold text-slate-900">
            <Trans>Total {formatInr(booking.totalPaise)}</Trans>
          </p>
          <p className="text-sm text-slate-700">
            {labPaymentLine(booking)}
            {booking.payment?.refund
              ? t` · Refund of ${formatInr(booking.payment.refund.amountPaise)} ${booking.payment.refund.status === 'pending' ? 'initiated' : booking.payment.refund.status}`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {booking.reportStatus === 'available' ? (
            <Link to={labReportPath(booking.id)} className={buttonClass('primary', 'sm')}>
              <Trans>
                View report <span className="sr-only">of {booking.orderNumber}</span>
              </Trans>
            </Link>
          ) : null}
          <Trans>
            <Link to={labBookingPath(booking.id)} className={buttonClass('secondary', 'sm')}>
              Details <span className="sr-only">of {booking.orderNumber}</span>
            </Link>
          </Trans>
        </div>
      </div>
    </article>
  );
}
