// What a lab booking tells (docs/product-rules.md#notifications), written in the transaction of its change:
// confirmed (the patient; the lab desk: a new home collection) with the collection reminder due the evening
// before at 19:30 IST carrying the tests' preparation (fasting hours), sample collected, report ready. The
// tests' names and the preparation are written in English and in Hindi (`testsHi`, `preparationHi`): the
// recipient's language at send time picks (templates/render-message.ts). A reminder is checked again at send
// time (`labBookingStillAsSaid`): dropped if the booking was cancelled or moved. A family member's booking
// tells the account holder.

import { countOf } from '@arogya/contracts/constants';
import type { Db } from '../../db/client.ts';
import { istClock, whenText } from '../notifications/message-format.ts';
import { dropPendingAbout, type Notify } from '../notifications/notify.ts';
import type { SubjectMessage } from '../notifications/outbox.repository.ts';
import { createLabBookingsRepository, type LabBookingRow } from './lab-bookings.repository.ts';

/** The evening before a collection (before quiet hours start at 21:00). */
const REMINDER_HOUR = 19;
const REMINDER_MINUTE = 30;

const subject = (row: LabBookingRow) => ({ type: 'lab_booking', id: row.id });

function preparationText(row: LabBookingRow): string {
  const parts: string[] = [];
  if (row.fastingHours > 0) {
    parts.push(`Do not eat for ${countOf(row.fastingHours, 'hour')} before the collection (water is fine).`);
  }
  parts.push(...row.preparation);
  return parts.length > 0 ? parts.join(' ') : 'No special preparation is needed.';
}

/** The same in Hindi, with the booking's Hindi preparation lines (lab-preparation.ts); a Hindi message reads it. */
function preparationTextHi(row: LabBookingRow): string {
  const parts: string[] = [];
  if (row.fastingHours > 0) {
    parts.push(`सैंपल लेने से ${row.fastingHours} घंटे पहले तक कुछ न खाएँ (पानी पी सकते हैं)।`);
  }
  parts.push(...(row.preparationHi ?? row.preparation));
  return parts.length > 0 ? parts.join(' ') : 'किसी खास तैयारी की ज़रूरत नहीं है।';
}

async function dataOf(tx: Db, row: LabBookingRow) {
  const facts = await createLabBookingsRepository(tx).messageFacts(row.id);
  return {
    facts,
    data: {
      patient: row.patientName,
      ref: row.orderNumber,
      when: whenText(row.slotStartsAt),
      tests: facts.tests.join(', '),
      testsHi: facts.testsHi.join(', '),
      lab: facts.labName,
      preparation: preparationText(row),
      // A Hindi message's {{tests}} and {{preparation}} (templates/render-message.ts).
      preparationHi: preparationTextHi(row),
      startsAt: row.slotStartsAt.toISOString(),
    },
  };
}

async function scheduleReminder(
  notify: Notify,
  tx: Db,
  row: LabBookingRow,
  data: Record<string, string>,
  now: Date,
) {
  const dueAt = istClock(row.slotStartsAt, REMINDER_HOUR, REMINDER_MINUTE, -1);
  // Booked after that evening: the confirmation already carried the preparation.
  if (dueAt.getTime() <= now.getTime()) return;
  await notify(tx, {
    kind: 'lab_collection_reminder',
    eventKey: `lab_booking:${row.id}:collection_reminder:${data.startsAt}`,
    recipientUserId: row.userId,
    data,
    link: `/lab-bookings/${row.id}`,
    dueAt,
    subject: subject(row),
  });
}

/** Confirmed: at booking when paid at collection, or once paid online. */
export async function notifyLabBookingConfirmed(notify: Notify, tx: Db, row: LabBookingRow, now: Date) {
  const { facts, data } = await dataOf(tx, row);
  await notify(tx, {
    kind: 'lab_booking_confirmed',
    eventKey: `lab_booking:${row.id}:confirmed`,
    recipientUserId: row.userId,
    data,
    link: `/lab-bookings/${row.id}`,
  });
  if (facts.labUserId) {
    await notify(tx, {
      kind: 'lab_new_collection',
      eventKey: `lab_booking:${row.id}:new_collection`,
      recipientUserId: facts.labUserId,
      data: { ...data, area: `${row.address.line1}, ${row.address.city} ${row.pinCode}` },
      link: '/lab-desk',
    });
  }
  await scheduleReminder(notify, tx, row, data, now);
}

/** Moved to another slot: the old reminder dropped, the new one due. */
export async function notifyLabBookingMoved(notify: Notify, tx: Db, row: LabBookingRow, now: Date) {
  await dropPendingAbout(tx, subject(row));
  const { data } = await dataOf(tx, row);
  await scheduleReminder(notify, tx, row, data, now);
}

/** The lab moved it on: sample collected, report ready; cancelled drops what was still to come. */
export async function notifyLabBookingStatus(notify: Notify, tx: Db, row: LabBookingRow) {
  if (row.status === 'cancelled') {
    await dropPendingAbout(tx, subject(row));
    return;
  }
  const kind =
    row.status === 'sample_collected'
      ? ('lab_sample_collected' as const)
      : row.status === 'report_ready'
        ? ('lab_report_ready' as const)
        : undefined;
  if (!kind) return;
  const { data } = await dataOf(tx, row);
  await notify(tx, {
    kind,
    eventKey: `lab_booking:${row.id}:${row.status}`,
    recipientUserId: row.userId,
    data,
    link: kind === 'lab_report_ready' ? `/lab-bookings/${row.id}/report` : `/lab-bookings/${row.id}`,
  });
}

/** The runner's check at send time: a collection reminder is true while its booking is booked (or a
 * phlebotomist assigned) at the time it names. */
export function labBookingStillAsSaid(
  load: (ids: string[]) => Promise<{ id: string; status: string; startsAt: Date }[]>,
) {
  return async (messages: SubjectMessage[]) => {
    const rows = await load([...new Set(messages.map((m) => m.subjectId as string))]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return new Set(
      messages
        .filter((m) => {
          const row = byId.get(m.subjectId as string);
          return (
            row !== undefined &&
            ['booked', 'phlebotomist_assigned'].includes(row.status) &&
            row.startsAt.toISOString() === m.data.startsAt
          );
        })
        .map((m) => m.id),
    );
  };
}
