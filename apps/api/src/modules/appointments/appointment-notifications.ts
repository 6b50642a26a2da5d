// What an appointment tells the people it concerns (docs/product-rules.md#notifications), written with the
// change in its transaction: confirmed (the patient, with the calendar file; the doctor: a new booking),
// reminders 24 h and 2 h before and, for a video or audio consultation, the join link 10 minutes before
// (due rows, checked again at send time: `appointmentStillAsSaid`), moved, cancelled. A family member's
// appointment tells the account holder.
import type { Db } from '../../db/client.ts';
import { whenText } from '../notifications/message-format.ts';
import { dropPendingAbout, type Notify, type NotifyEvent } from '../notifications/notify.ts';
import type { SubjectMessage } from '../notifications/outbox.repository.ts';
import { appointmentIcs } from './appointment-ics.ts';
import { mapAppointmentDetail } from './appointment-mapper.ts';
import type { AppointmentRow } from './appointments.repository.ts';

const MODES: Record<string, string> = {
  video: 'video consultation',
  audio: 'audio consultation',
  'in-person': 'clinic visit',
};

const subject = (row: AppointmentRow) => ({ type: 'appointment', id: row.id });

function dataOf(row: AppointmentRow) {
  return {
    patient: row.patientName,
    doctor: `Dr. ${row.doctorName}`,
    when: whenText(row.startsAt),
    mode: MODES[row.consultationType] ?? row.consultationType,
    place:
      row.consultationType === 'in-person'
        ? `${row.clinicName}, ${row.clinicAddress}, ${row.clinicCity}`
        : 'Online, on Arogya',
    /** What a reminder was written for: checked at send time. */
    startsAt: row.startsAt.toISOString(),
  };
}

const ics = (row: AppointmentRow, now: Date) =>
  appointmentIcs(mapAppointmentDetail(row, now, 'patient'), now);

/**
 * The reminders and join link of the appointment as it now stands, each due at its time; a reminder whose
 * time has passed is left out (the confirmation says as much), but a call booked less than ten minutes ahead
 * gets its join link at once, or the patient would have none.
 */
function reminders(row: AppointmentRow, now: Date): NotifyEvent[] {
  const data = dataOf(row);
  const at = row.startsAt.getTime();
  const due = [
    { kind: 'appointment_reminder_24h' as const, dueAt: new Date(at - 24 * 3_600_000) },
    { kind: 'appointment_reminder_2h' as const, dueAt: new Date(at - 2 * 3_600_000) },
    ...(row.consultationType === 'in-person' || at <= now.getTime()
      ? []
      : [
          {
            kind: 'consultation_join_link' as const,
            dueAt: new Date(Math.max(at - 10 * 60_000, now.getTime())),
            urgent: true,
          },
        ]),
  ];
  return due
    .filter((reminder) => reminder.dueAt.getTime() >= now.getTime())
    .map((reminder) => ({
      kind: reminder.kind,
      eventKey: `appointment:${row.id}:${reminder.kind}:${data.startsAt}`,
      recipientUserId: row.patientId,
      data,
      link: '/my-appointments',
      dueAt: reminder.dueAt,
      urgent: 'urgent' in reminder,
      subject: subject(row),
    }));
}

/** Confirmed: at booking, or, for a consultation paid online, once it is paid. One statement for all. */
export async function notifyAppointmentConfirmed(notify: Notify, tx: Db, row: AppointmentRow, now: Date) {
  const data = dataOf(row);
  await notify(tx, [
    {
      kind: 'appointment_confirmed',
      eventKey: `appointment:${row.id}:confirmed`,
      recipientUserId: row.patientId,
      data: { ...data, ics: ics(row, now) },
      link: '/my-appointments',
    },
    ...(row.doctorUserId
      ? [
          {
            kind: 'doctor_new_booking' as const,
            eventKey: `appointment:${row.id}:doctor_new_booking`,
            recipientUserId: row.doctorUserId,
            data,
            link: '/doctor-desk',
          },
        ]
      : []),
    ...reminders(row, now),
  ]);
}

export async function notifyAppointmentRescheduled(
  notify: Notify,
  tx: Db,
  row: AppointmentRow,
  previousStart: Date,
  now: Date,
) {
  await dropPendingAbout(tx, subject(row));
  const data = dataOf(row);
  await notify(tx, [
    {
      kind: 'appointment_rescheduled',
      eventKey: `appointment:${row.id}:rescheduled:${data.startsAt}`,
      recipientUserId: row.patientId,
      data: { ...data, previousWhen: whenText(previousStart), ics: ics(row, now) },
      link: '/my-appointments',
    },
    ...reminders(row, now),
  ]);
}

export async function notifyAppointmentCancelled(notify: Notify, tx: Db, row: AppointmentRow, now: Date) {
  await dropPendingAbout(tx, subject(row));
  const data = dataOf(row);
  await notify(tx, {
    kind: 'appointment_cancelled',
    eventKey: `appointment:${row.id}:cancelled`,
    recipientUserId: row.patientId,
    data: { ...data, ics: ics(row, now) },
    link: '/my-appointments',
  });
  if (row.doctorUserId) {
    await notify(tx, {
      kind: 'doctor_booking_cancelled',
      eventKey: `appointment:${row.id}:doctor_booking_cancelled`,
      recipientUserId: row.doctorUserId,
      data,
      link: '/doctor-desk',
    });
  }
}

/**
 * The runner's check at send time (dispatch-notifications.ts SubjectCheck): a reminder or join link is still
 * true while its appointment is booked at the time it names.
 */
export function appointmentStillAsSaid(
  load: (ids: string[]) => Promise<{ id: string; status: string; startsAt: Date }[]>,
) {
  return async (messages: SubjectMessage[]) => {
    const rows = await load([...new Set(messages.map((m) => m.subjectId as string))]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return new Set(
      messages
        .filter((m) => {
          const row = byId.get(m.subjectId as string);
          return row?.status === 'booked' && row.startsAt.toISOString() === m.data.startsAt;
        })
        .map((m) => m.id),
    );
  };
}
