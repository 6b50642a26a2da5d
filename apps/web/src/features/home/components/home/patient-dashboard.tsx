// The signed-in patient's dashboard, first on the home page (docs/screens.md#home-page): the next
// appointment with its way into the call when it can be joined, and every pending thing one tap away.

import type { Appointment } from '@arogya/contracts/appointments';
import { formatInr } from '@arogya/contracts/constants';
import type { HealthCard } from '@arogya/contracts/health-card';
import type { DashboardLabBooking, DashboardOrder } from '@arogya/contracts/home';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HealthCardReminder } from '../../../../components/health-card-reminder.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { labBookingPath, labReportPath, paths } from '../../../../config/paths.ts';
import { useMyHealthCard } from '../../../../lib/api/health-card.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { doctorSpecialty } from '../../../../lib/appointment-title.ts';
import { useAuthStore } from '../../../../lib/auth/auth-store.ts';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { localized, localizedLabels } from '../../../../lib/i18n/localized-labels.ts';
import { formatClock, formatMediumDate } from '../../../../lib/india-time.ts';
import { countText } from '../../../../lib/policy-text.ts';
import { LAB_BOOKING_STATUS_NAMES, ORDER_STATUS_NAMES, statusText } from '../../../../lib/status-labels.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { canStartAppointmentCall, videoCallLink, videoCallState } from '../../../../lib/video-call-link.ts';
import { useDashboard } from '../../api/get-dashboard.ts';
import { focusRing, primaryButtonClass, secondaryButtonClass } from '../../lib/styles.ts';
import { planName } from './plan-name.ts';

const CONSULTATION_LABELS: Readonly<Record<string, string>> = localizedLabels({
  'in-person': msg`In-clinic visit`,
  video: msg`Video consultation`,
  audio: msg`Audio consultation`,
});

const rowLink = `flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 hover:bg-teal-50 ${focusRing}`;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

function NextAppointment({ a, userId }: { a: Appointment; userId: string }) {
  const { t } = useLingui();
  const now = useNow();
  const isCall = a.consultationType === 'video' || a.consultationType === 'audio';
  const joinable = canStartAppointmentCall(a, now);
  return (
    <Card title={t`Your next appointment`}>
      <p className="font-semibold text-slate-900">
        <Trans>Dr. {a.doctor.name}</Trans>
      </p>
      <p className="text-sm text-slate-700">
        {doctorSpecialty(a)} · {CONSULTATION_LABELS[a.consultationType] ?? a.consultationType}
      </p>
      <p className="mt-1 text-sm font-medium text-slate-900">
        {formatMediumDate(a.date)}, {formatClock(a.time)}
      </p>
      {a.consultationType === 'in-person' ? <p className="text-sm text-slate-700">{a.clinic.name}</p> : null}
      {a.familyMemberId ? (
        <p className="text-sm text-slate-700">
          <Trans>For: {a.patient.name}</Trans>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {isCall && joinable ? (
          <Link
            to={videoCallLink(a.doctor.id, userId, a.consultationType as 'video' | 'audio')}
            state={videoCallState({
              doctor: {
                id: a.doctor.id,
                name: a.doctor.name,
                specialization: { name: a.doctor.specialty, nameHi: a.doctor.specialtyHi },
              },
              consultationType: a.consultationType as 'video' | 'audio',
              appointmentId: a.id,
              reason: a.reason ?? undefined,
            })}
            className={`${primaryButtonClass} py-2`}
          >
            <Trans>Join</Trans>
          </Link>
        ) : null}
        <Trans>
          <Link to={paths.myAppointments} className={`${secondaryButtonClass} py-2`}>
            My Appointments
          </Link>
        </Trans>
      </div>
    </Card>
  );
}

function OrderRows({ orders }: { orders: DashboardOrder[] }) {
  return (
    <ul className="-mx-3">
      {orders.map((o) => (
        <li key={o.id}>
          <Link to={paths.orders} className={rowLink}>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{o.orderNumber}</span>
              <span className="block text-xs font-medium text-teal-800">
                {statusText(ORDER_STATUS_NAMES, o.status, o.statusLabel)}
              </span>
            </span>
            <span className="shrink-0 text-right text-xs text-slate-600">
              <span className="block text-sm font-semibold text-slate-900">{formatInr(o.totalPaise)}</span>
              {countText(o.itemCount, 'item')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LabRows({ bookings, report }: { bookings: DashboardLabBooking[]; report?: boolean }) {
  const { t } = useLingui();
  return (
    <ul className="-mx-3">
      {bookings.map((b) => (
        <li key={b.id}>
          <Link to={report ? labReportPath(b.id) : labBookingPath(b.id)} className={rowLink}>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">
                {report
                  ? t`Report for ${b.patientName}`
                  : `${formatMediumDate(b.date)}, ${formatClock(b.slot)}`}
              </span>
              <span className="block text-xs text-slate-600">
                {b.orderNumber}
                {report && b.reportReadyAt
                  ? t` · ready ${formatDateTime(b.reportReadyAt)}`
                  : ` · ${b.patientName}`}
              </span>
            </span>
            <span className="shrink-0 text-sm font-medium text-teal-800">
              {report ? t`View report` : statusText(LAB_BOOKING_STATUS_NAMES, b.status, b.statusLabel)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The card's state, one tap from /healthcard: valid until when, what is left, renewal or payment due. */
function HealthCardState({ card }: { card: HealthCard }) {
  const { t } = useLingui();
  const self = card.people.find((p) => p.personKey === 'self');
  let line: ReactNode;
  let cta = t`Show card`;
  if (card.status === 'awaiting_payment') {
    line = t`Payment pending: the card starts once it is paid.`;
    cta = t`Complete payment`;
  } else if (card.status === 'expired') {
    line = card.validTo ? t`Expired on ${formatMediumDate(card.validTo)}.` : t`Expired.`;
    cta = t`Renew`;
  } else {
    line = (
      <>
        {t`Valid until ${card.validTo ? formatMediumDate(card.validTo) : '-'}`}
        {self && card.plan.benefits.freeConsultationsPerPerson > 0
          ? t` · ${plural(self.freeConsultationsLeft, { one: '# free video consultation left for you', other: '# free video consultations left for you' })}`
          : ''}
        .{card.renewalDue ? t` Renew now to keep your benefits.` : ''}
      </>
    );
    if (card.renewalDue) cta = t`Renew`;
  }
  return (
    <Card title={t`Smart Health Card`}>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{planName(card.plan.name)}</span> · {card.cardNumber}
      </p>
      <p className="mt-1 text-sm text-slate-700">{line}</p>
      <Link to={paths.healthCard} className={`mt-3 ${secondaryButtonClass}`}>
        {cta}
      </Link>
    </Card>
  );
}

/** 'Welcome back' only to someone who has been here before (the dashboard's `returning`). */
export function welcome(returning: boolean, firstName: string): string {
  const words = returning ? localized(msg`Welcome back`) : localized(msg`Welcome`);
  return firstName ? `${words}, ${firstName}` : words;
}

export function PatientDashboardSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      <Skeleton className="h-44 rounded-2xl" />
      <Skeleton className="h-44 rounded-2xl" />
      <Skeleton className="hidden h-44 rounded-2xl lg:block" />
    </div>
  );
}

export default function PatientDashboard() {
  const { t } = useLingui();
  const dashboard = useDashboard();
  const card = useMyHealthCard();
  const user = useAuthStore((s) => s.user);
  const firstName = user?.name?.split(' ')[0] ?? '';
  const p = dashboard.data?.patient;

  let body: ReactNode;
  if (dashboard.isPending) body = <PatientDashboardSkeleton />;
  else if (dashboard.isError)
    body = (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {errorMessage(dashboard.error, t`Your dashboard could not be loaded.`)}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void dashboard.refetch()}>
          <Trans>Try Again</Trans>
        </button>
      </p>
    );
  else if (!p) body = null;
  else {
    const cards: ReactNode[] = [];
    if (p.next) cards.push(<NextAppointment key="next" a={p.next} userId={user?.id ?? 'me'} />);
    if (p.ordersOnTheWay.length > 0)
      cards.push(
        <Card key="orders" title={t`Medicines on the way`}>
          <OrderRows orders={p.ordersOnTheWay} />
        </Card>,
      );
    if (p.prescriptionsAwaiting.length > 0)
      cards.push(
        <Card key="rx" title={t`Prescriptions being verified`}>
          <OrderRows orders={p.prescriptionsAwaiting} />
        </Card>,
      );
    if (p.labCollections.length > 0)
      cards.push(
        <Card key="collections" title={t`Home sample collection`}>
          <LabRows bookings={p.labCollections} />
        </Card>,
      );
    if (p.labReportsReady.length > 0)
      cards.push(
        <Card key="reports" title={t`Lab reports ready`}>
          <LabRows bookings={p.labReportsReady} report />
        </Card>,
      );
    if (card.data && card.data.status !== 'cancelled')
      cards.push(<HealthCardState key="card" card={card.data} />);
    body =
      cards.length > 0 ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">{cards}</div>
      ) : (
        <p className="text-slate-700">
          <Trans>
            Nothing pending right now.{' '}
            <Link to={paths.doctors} className="font-semibold text-teal-800 underline">
              Book a doctor
            </Link>
            ,{' '}
            <Link to={paths.labs} className="font-semibold text-teal-800 underline">
              book a lab test
            </Link>{' '}
            or{' '}
            <Link to={paths.medifarma} className="font-semibold text-teal-800 underline">
              order medicines
            </Link>
            .
          </Trans>
        </p>
      );
  }

  return (
    <section aria-labelledby="dashboard-heading" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <h2 id="dashboard-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {dashboard.isPending ? (
            // Whether to welcome back is the dashboard's answer: no 'Welcome' that turns into 'Welcome back'.
            <>
              <span className="sr-only">Your dashboard</span>
              <Skeleton className="h-8 w-64 max-w-full" />
            </>
          ) : (
            welcome(p?.returning === true, firstName)
          )}
        </h2>
        {card.data && card.data.status === 'active' ? (
          <div className="mt-4">
            <HealthCardReminder card={card.data} />
          </div>
        ) : null}
        <div className="mt-4">{body}</div>
      </div>
    </section>
  );
}
