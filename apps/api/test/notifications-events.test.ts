// Each business event writes exactly its messages, in the transaction of the change (modules/*/...-notifications.ts):
// one row per channel the person allows, for the patient (the account holder for a family member) and the
// staff it concerns; reminders due at their time and dropped when the booking moves or is cancelled; a
// provider's delivery report moves a sent message on, never back.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubSignature } from '../../../scripts/stand-ins/whatsapp.mjs';
import { healthCards } from '../src/db/schema/health-card.ts';
import { appointments, notifications } from '../src/db/schema.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import { notifyExpiringCards } from '../src/modules/health-card/health-card-notifications.ts';
import { quietUntil } from '../src/modules/notifications/quiet-hours.ts';
import { accept, callingDoctor, consentingPatient, ring } from './call-fixtures.ts';
import { availableSlots, bookRequest, createDoctorAccount, createPatient } from './doctor-fixtures.ts';
import { booked, collectionDue, labDesk } from './labs-fixtures.ts';
import { createNotifyApp, type NotifyApp } from './notification-fixtures.ts';
import {
  account,
  addAddress,
  makeProduct,
  multipart,
  order,
  PDF,
  prescriptionFor,
} from './pharmacy-fixtures.ts';

let t: NotifyApp;
const MSG91_TOKEN = 'events-test-msg91-dlr-token-0123456789';
const WHATSAPP_SECRET = 'events-test-meta-app-secret';

beforeAll(async () => {
  t = await createNotifyApp({
    MSG91_WEBHOOK_TOKEN: MSG91_TOKEN,
    WHATSAPP_APP_SECRET: WHATSAPP_SECRET,
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: 'events-test-verify-token',
  });
});

afterAll(async () => {
  await t.app.close();
});

const db = () => t.ctx.database.db;
const HOUR = 3_600_000;

/** The outbox rows about something, by kind: [kind, recipient, status, channels...]. */
async function written(recipients: string[]) {
  const rows = await db()
    .select({
      kind: notifications.kind,
      recipient: notifications.recipientUserId,
      channel: notifications.channel,
      status: notifications.status,
      dueAt: notifications.dueAt,
      eventKey: notifications.eventKey,
    })
    .from(notifications)
    .where(sql`${notifications.recipientUserId} in ${recipients}`)
    .orderBy(notifications.id);
  const byKind = new Map<
    string,
    { recipient: string; channels: string[]; statuses: Set<string>; dueAt: Date }
  >();
  for (const row of rows) {
    const key = `${row.kind}|${row.recipient}|${row.eventKey}`;
    const entry = byKind.get(key) ?? {
      recipient: row.recipient,
      channels: [],
      statuses: new Set(),
      dueAt: new Date(row.dueAt as unknown as string),
    };
    entry.channels.push(row.channel);
    entry.statuses.add(row.status);
    byKind.set(key, entry);
  }
  return [...byKind.entries()].map(([key, v]) => ({
    kind: key.split('|')[0] as string,
    recipient: v.recipient,
    channels: v.channels.sort(),
    statuses: [...v.statuses].sort(),
    dueAt: v.dueAt,
  }));
}

/** A message due now is written only where it can reach the person (modules/notifications/notify.ts): these
 * people verified their number and e-mail but allowed no browser web push. One due later is one row on the
 * channel 'scheduled' until its time (SCHEDULED), then written on the channels that reach the person then. */
const NOW = ['email', 'in_app', 'sms', 'whatsapp'];
const SCHEDULED = ['scheduled'];

async function bookAhead(hoursAhead: number, consultationType = 'video') {
  const doctor = await createDoctorAccount(t);
  const patient = await createPatient(t, 'Asha Verma');
  const slot = (await availableSlots(t, doctor.doctorId)).find(
    (s) => Date.parse(s.startsAt) > Date.now() + hoursAhead * HOUR,
  );
  const booked = await bookRequest(t, patient.token, {
    doctorId: doctor.doctorId,
    startsAt: slot?.startsAt,
    consultationType,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return {
    doctor,
    patient,
    appointmentId: booked.json().result.id as string,
    startsAt: new Date(slot?.startsAt as string),
  };
}

describe('appointment events', () => {
  it('booking: the patient’s confirmation (with its .ics) and reminders, the doctor’s new booking', async () => {
    const { doctor, patient, startsAt } = await bookAhead(30);
    const rows = await written([patient.id, doctor.id]);
    expect(rows.map((r) => [r.kind, r.recipient === patient.id ? 'patient' : 'doctor', r.channels])).toEqual([
      ['appointment_confirmed', 'patient', NOW],
      ['doctor_new_booking', 'doctor', NOW],
      ['appointment_reminder_24h', 'patient', SCHEDULED],
      ['appointment_reminder_2h', 'patient', SCHEDULED],
      ['consultation_join_link', 'patient', SCHEDULED],
    ]);
    const due = Object.fromEntries(rows.map((r) => [r.kind, r.dueAt.getTime()]));
    expect(due.appointment_reminder_24h).toBe(startsAt.getTime() - 24 * HOUR);
    expect(due.appointment_reminder_2h).toBe(startsAt.getTime() - 2 * HOUR);
    expect(due.consultation_join_link).toBe(startsAt.getTime() - 10 * 60_000);

    // The confirmation goes out now; the e-mail carries the calendar file.
    const confirmed = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        sql`${notifications.recipientUserId} = ${patient.id} and ${notifications.kind} = 'appointment_confirmed' and ${notifications.channel} = 'email'`,
      );
    await t.dispatch(new Date(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T03:00:00Z`));
    const email = t.adapters.email.sent.find((m) => m.id === String(confirmed[0]?.id));
    expect(email?.email?.attachments?.[0]?.content).toContain('BEGIN:VCALENDAR');
    expect(email?.email?.subject).toMatch(/^Appointment confirmed: Dr\. /);
  });

  it('rescheduling drops the old reminders and schedules the new ones; cancelling drops them all', async () => {
    const { doctor, patient, appointmentId } = await bookAhead(30);
    const slots = await availableSlots(t, doctor.doctorId);
    const later = slots.filter((s) => Date.parse(s.startsAt) > Date.now() + 50 * HOUR)[0];
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/reschedule-appointment',
      headers: patient.headers,
      payload: { appointmentId, startsAt: later?.startsAt },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    let rows = await written([patient.id]);
    const reminders = (status: string) =>
      rows.filter((r) => r.kind.startsWith('appointment_reminder') && r.statuses.join() === status).length;
    expect(rows.filter((r) => r.kind === 'appointment_rescheduled')).toHaveLength(1);
    expect(reminders('dropped')).toBe(2);
    expect(reminders('pending')).toBe(2);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/cancel-appointment',
      headers: patient.headers,
      payload: { appointmentId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    rows = await written([patient.id, doctor.id]);
    expect(rows.filter((r) => r.kind === 'appointment_cancelled').map((r) => r.channels)).toEqual([NOW]);
    expect(rows.filter((r) => r.kind === 'doctor_booking_cancelled').map((r) => r.recipient)).toEqual([
      doctor.id,
    ]);
    expect(
      rows.filter(
        (r) =>
          r.statuses.includes('pending') &&
          r.kind !== 'appointment_cancelled' &&
          r.kind !== 'doctor_booking_cancelled' &&
          r.kind !== 'appointment_rescheduled' &&
          r.kind !== 'appointment_confirmed' &&
          r.kind !== 'doctor_new_booking',
      ),
    ).toEqual([]);
  });

  it('a cancelled booking’s reminder is not sent, even when it was cancelled behind the outbox’s back', async () => {
    const { patient, appointmentId, startsAt } = await bookAhead(30);
    // Cancelled without the cancel operation (which drops its reminders): the runner checks at send time.
    await db().update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, appointmentId));
    await t.dispatch(new Date(startsAt.getTime() - 24 * HOUR + 1000));
    const rows = await written([patient.id]);
    expect(rows.find((r) => r.kind === 'appointment_reminder_24h')?.statuses).toEqual(['dropped']);
    const sent = t.adapters.sms.sent.filter(
      (m) => m.template === 'appointment_reminder_24h' && m.to === `+91${patient.user.phone}`,
    );
    expect(sent).toEqual([]);
  });

  it('a call booked less than ten minutes ahead gets its join link at once, whatever the hour', async () => {
    const doctor = await createDoctorAccount(t, {
      bookingBeforeHours: 0,
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        startMinute: 0,
        endMinute: 1440,
        slotMinutes: 10,
      })),
    });
    const patient = await createPatient(t, 'Asha Verma');
    const slot = (await availableSlots(t, doctor.doctorId)).find((s) => Date.parse(s.startsAt) > Date.now());
    expect(Date.parse(slot?.startsAt as string) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const before = Date.now();
    const booked = await bookRequest(t, patient.token, {
      doctorId: doctor.doctorId,
      startsAt: slot?.startsAt,
      consultationType: 'video',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const rows = await written([patient.id]);
    // The 24 h and 2 h reminders have passed: only the confirmation and the join link, due now.
    expect(rows.map((r) => r.kind)).toEqual(['appointment_confirmed', 'consultation_join_link']);
    const join = rows.find((r) => r.kind === 'consultation_join_link');
    expect(join?.dueAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(join?.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
    // Urgent: sent at once, even in quiet hours.
    await t.dispatch(new Date());
    const sms = t.adapters.sms.sent.filter(
      (m) => m.template === 'consultation_join_link' && m.to === `+91${patient.user.phone}`,
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]?.sms?.text).toMatch(/^Arogya: your video consultation with Dr\. .+ starts at .+\. Join: /);
  });

  it('a booked appointment’s reminder goes out at its time', async () => {
    const { patient, startsAt } = await bookAhead(30);
    const at = new Date(startsAt.getTime() - 2 * HOUR + 1000);
    await t.dispatch(at);
    const rows = await written([patient.id]);
    const reminder = rows.find((r) => r.kind === 'appointment_reminder_2h');
    // Written when due on the channels that reach the person (no web push: no browser allowed it) and sent;
    // or, when 2 h before falls in quiet hours, held until 08:00 IST but for the silent in-app inbox.
    expect(reminder?.channels).toEqual(NOW);
    expect(reminder?.statuses).toEqual(quietUntil(at) ? ['held', 'sent'] : ['sent']);
  });
});

const kinds = async (recipient: string) =>
  (await written([recipient])).map((r) => [
    r.kind,
    // Every channel that can reach the person now; 'scheduled' for a message due later.
    r.channels.join() === NOW.join() ? 'every' : r.channels.join(),
  ]);

describe('lab booking events', () => {
  it('confirmed (patient, lab desk) with the collection reminder due the evening before; sample collected', async () => {
    const desk = await labDesk(t);
    const patient = await account(t);
    const dayAfter = addDays(todayIn(new Date()), 2);
    const b = await booked(t, patient, desk.labId, { slot: '07:00', date: dayAfter });
    expect(await kinds(patient.id)).toEqual([
      ['lab_booking_confirmed', 'every'],
      ['lab_collection_reminder', 'scheduled'],
    ]);
    expect(await kinds(desk.id)).toEqual([['lab_new_collection', 'every']]);
    const reminder = (await written([patient.id])).find((r) => r.kind === 'lab_collection_reminder');
    // 19:30 IST the day before the 07:00 collection.
    expect(reminder?.dueAt.toISOString()).toBe(
      new Date(`${addDays(dayAfter, -1)}T19:30:00+05:30`).toISOString(),
    );
    const post = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: desk.headers,
        payload: payload as Record<string, unknown>,
      });
    await post(`/api/v1/labs/desk/bookings/${b.id}/phlebotomist`, {
      name: 'Ravi Kumar',
      phone: '9845098450',
    });
    await collectionDue(t, b.id);
    const collected = await post(`/api/v1/labs/desk/bookings/${b.id}/status`, {
      status: 'sample_collected',
      barcode: `bc-${b.id.slice(0, 8)}`,
    });
    expect(collected.statusCode, collected.body).toBe(200);
    expect((await kinds(patient.id)).map(([k]) => k)).toContain('lab_sample_collected');
    // The collection reminder of a booking already collected is dropped at send time.
    await t.dispatch(new Date(reminder?.dueAt.getTime() ?? 0));
    expect((await written([patient.id])).find((r) => r.kind === 'lab_collection_reminder')?.statuses).toEqual(
      ['dropped'],
    );
  });

  it('the reminder carries the tests’ fasting preparation', async () => {
    const desk = await labDesk(t);
    const patient = await account(t);
    await booked(t, patient, desk.labId, {
      slot: '07:00',
      date: addDays(todayIn(new Date()), 2),
      itemIds: ['lt_dia001'],
    });
    const [row] = await db()
      .select({ data: notifications.data })
      .from(notifications)
      .where(
        sql`${notifications.recipientUserId} = ${patient.id} and ${notifications.kind} = 'lab_collection_reminder'`,
      )
      .limit(1);
    expect((row?.data as { preparation?: string } | undefined)?.preparation).toMatch(
      /^Do not eat for \d+ hours/,
    );
  });
});

describe('medicine order events', () => {
  it('a prescription order: confirmed, the pharmacists asked to review, approved, shipped, out for delivery, delivered', async () => {
    const me = await account(t);
    const pharmacist = await account(t, 'pharmacist', 'Sneha Iyer');
    const addressId = await addAddress(t, me);
    const productId = await makeProduct(t, { schedule: 'H', stock: 10 });
    const prescriptionId = await prescriptionFor(t, me, 2);
    const placed = await order(t, me, { addressId, lines: [{ productId, quantity: 1 }], prescriptionId });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().result.id as string;
    expect(await kinds(me.id)).toEqual([['order_confirmed', 'every']]);
    expect(await kinds(pharmacist.id)).toEqual([['pharmacist_prescription_review', 'every']]);
    const post = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: pharmacist.headers,
        payload: payload as Record<string, unknown>,
      });
    expect(
      (await post(`/api/v1/pharmacist/orders/${id}/prescription`, { decision: 'approve' })).statusCode,
    ).toBe(200);
    for (const status of ['packed', 'shipped', 'out_for_delivery', 'delivered']) {
      expect((await post(`/api/v1/pharmacist/orders/${id}/status`, { status })).statusCode).toBe(200);
    }
    expect((await kinds(me.id)).map(([k]) => k)).toEqual([
      'order_confirmed',
      'order_prescription_approved',
      'order_shipped',
      'order_out_for_delivery',
      'order_delivered',
    ]);
  });
});

describe('consultation events', () => {
  it('a patient ringing tells the doctor at once; the e-prescription tells the patient, with refill reminders', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t, 'Lakshmi Iyer');
    const call = await ring(t.app, p.token, d.doctorId, 'video');
    const waiting = await db()
      .select({ urgent: notifications.urgent, priority: notifications.priority })
      .from(notifications)
      .where(
        sql`${notifications.recipientUserId} = ${d.id} and ${notifications.kind} = 'doctor_patient_waiting'`,
      );
    expect(waiting).toHaveLength(NOW.length);
    expect(waiting.every((w) => w.urgent && w.priority === 2)).toBe(true);
    await accept(t.app, d.token, call.call.id);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/v1/calls/${call.call.id}/end`,
      headers: d.headers,
      payload: {},
    });
    expect(ended.statusCode).toBe(200);

    // Made-up names: the API tier shares one database, and a product named like a real medicine would
    // change what search-queries.test.ts expects the search to suggest first.
    const chronic = await makeProduct(t);
    const shortCourse = await makeProduct(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/calls/${call.call.id}/prescription`,
      headers: d.headers,
      payload: {
        diagnosis: 'Type 2 diabetes',
        items: [
          { productId: chronic, dose: '1 tablet', frequency: '1-0-1 after food', durationDays: 90 },
          { productId: shortCourse, dose: '1 tablet', frequency: 'When needed', durationDays: 3 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await written([p.id]);
    expect(rows.filter((r) => r.kind === 'e_prescription_issued')).toHaveLength(1);
    const refills = rows.filter((r) => r.kind === 'refill_reminder');
    expect(refills).toHaveLength(1);
    // Three days before the 90-day course runs out, at 10:00 IST.
    expect(refills[0]?.dueAt.getTime()).toBeGreaterThan(Date.now() + 86 * 86_400_000);
    expect(refills[0]?.dueAt.getTime()).toBeLessThan(Date.now() + 88 * 86_400_000);
  });
});

describe('health card expiry', () => {
  it('reminds the holder 30 and 7 days before the last day, once each, unless renewed', async () => {
    const holder = await account(t);
    const renewed = await account(t);
    const now = new Date();
    const in30 = addDays(todayIn(now), 30);
    const [plan] = await db()
      .execute(sql`select id from membership_plans limit 1`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const card = (userId: string, validFrom: string, validTo: string) => ({
      id: randomUUID(),
      userId,
      planId: plan?.id as string,
      cardNumber: `AROGYA-T${randomUUID().slice(0, 8)}`,
      verifyToken: randomUUID(),
      status: 'active',
      validFrom,
      validTo,
      pricePaise: 29_900,
      paymentStatus: 'paid',
      createdAt: now,
      updatedAt: now,
    });
    await db()
      .insert(healthCards)
      .values([
        card(holder.id, addDays(in30, -364), in30),
        card(renewed.id, addDays(in30, -364), in30),
        card(renewed.id, addDays(in30, 1), addDays(in30, 365)),
      ] as never);
    await notifyExpiringCards(db(), t.ctx.notifications.notify, now);
    await notifyExpiringCards(db(), t.ctx.notifications.notify, now);
    expect(await kinds(holder.id)).toEqual([['health_card_expiring', 'every']]);
    expect(await kinds(renewed.id)).toEqual([]);
  });
});

/** Now, or 08:30 IST when now is in quiet hours, so a dispatch sends rather than holds. */
const sendingTime = () => {
  const now = new Date();
  const quiet = quietUntil(now);
  return quiet ? new Date(quiet.getTime() + 30 * 60_000) : now;
};

/** The outbox rows of one kind for one person: channel -> { id, status, providerRef, deliveredAt }. */
async function rowsOf(recipient: string, kind: string) {
  const rows = await db()
    .select({
      id: notifications.id,
      channel: notifications.channel,
      status: notifications.status,
      providerRef: notifications.providerRef,
      deliveredAt: notifications.deliveredAt,
      lastError: notifications.lastError,
    })
    .from(notifications)
    .where(sql`${notifications.recipientUserId} = ${recipient} and ${notifications.kind} = ${kind}`);
  return new Map(rows.map((r) => [r.channel, r]));
}

describe('lab report ready', () => {
  it('tells the patient once on every channel, linking to the report, when the lab marks it ready', async () => {
    const desk = await labDesk(t);
    const patient = await account(t);
    const b = await booked(t, patient, desk.labId, { slot: '07:00', date: addDays(todayIn(new Date()), 2) });
    const post = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: desk.headers,
        payload: payload as Record<string, unknown>,
      });
    await post(`/api/v1/labs/desk/bookings/${b.id}/phlebotomist`, {
      name: 'Ravi Kumar',
      phone: '9845098450',
    });
    await collectionDue(t, b.id);
    expect(
      (
        await post(`/api/v1/labs/desk/bookings/${b.id}/status`, {
          status: 'sample_collected',
          barcode: `bc-${b.id.slice(0, 8)}`,
        })
      ).statusCode,
    ).toBe(200);
    const results = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/labs/desk/bookings/${b.id}/results`,
      headers: desk.headers,
      payload: {
        results: [{ parameterId: 'lp_dia004_hba1c', value: '5.9' }],
      },
    });
    expect(results.statusCode, results.body).toBe(200);
    const form = multipart([{ name: 'report', filename: 'report.pdf', type: 'application/pdf', data: PDF }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/labs/uploadReport/${b.id}`,
      headers: { ...desk.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(
      (await post(`/api/v1/labs/desk/bookings/${b.id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    expect(await kinds(patient.id)).not.toContainEqual(['lab_report_ready', 'every']);
    const ready = await post(`/api/v1/labs/desk/bookings/${b.id}/status`, { status: 'report_ready' });
    expect(ready.statusCode, ready.body).toBe(200);

    expect(await kinds(patient.id)).toEqual([
      ['lab_booking_confirmed', 'every'],
      ['lab_collection_reminder', 'scheduled'],
      ['lab_sample_collected', 'every'],
      ['lab_report_ready', 'every'],
    ]);
    const [row] = await db()
      .select({ link: notifications.link, data: notifications.data })
      .from(notifications)
      .where(
        sql`${notifications.recipientUserId} = ${patient.id} and ${notifications.kind} = 'lab_report_ready' and ${notifications.channel} = 'sms'`,
      );
    expect(row?.link).toBe(`/lab-bookings/${b.id}/report`);
    expect(row?.data).toMatchObject({ ref: b.orderNumber, tests: 'HbA1c (Glycated Haemoglobin)' });
    // Delivered: the SMS names the booking and links to the report.
    await t.dispatch(sendingTime());
    const sms = (await rowsOf(patient.id, 'lab_report_ready')).get('sms');
    expect(sms?.status).toBe('sent');
    const text = t.adapters.sms.sent.find((m) => m.id === String(sms?.id))?.sms?.text;
    expect(text).toContain(b.orderNumber);
    expect(text).toContain(`/lab-bookings/${b.id}/report`);
  });
});

describe('provider delivery reports', () => {
  /** A payment-free event that reaches every channel: the health card bought is not one (it needs money), so an
   * order placed for cash on delivery. */
  async function sentOrderConfirmation() {
    const me = await account(t);
    const addressId = await addAddress(t, me);
    const productId = await makeProduct(t, { stock: 5 });
    const placed = await order(t, me, { addressId, lines: [{ productId, quantity: 1 }] });
    expect(placed.statusCode, placed.body).toBe(201);
    await t.dispatch(sendingTime());
    return { me, rows: await rowsOf(me.id, 'order_confirmed') };
  }
  const msg91Report = (requestId: string, status: string, date: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/webhooks/msg91/${MSG91_TOKEN}`,
      payload: { requestId, status, desc: status === '1' ? 'DELIVERED' : 'FAILED', date },
    });
  const whatsappStatus = (id: string, status: string, at: Date) => {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [
                  {
                    id,
                    status,
                    timestamp: String(Math.floor(at.getTime() / 1000)),
                    recipient_id: '919876543210',
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(WHATSAPP_SECRET, raw),
      },
      payload: raw,
    });
  };

  it("MSG91's delivery report marks the SMS delivered at its time; a later report cannot move it back", async () => {
    const { me, rows } = await sentOrderConfirmation();
    const sms = rows.get('sms');
    expect(sms).toMatchObject({ status: 'sent', deliveredAt: null });
    const ref = sms?.providerRef as string;
    expect(ref).toBeTruthy();

    expect((await msg91Report(ref, '1', '2026-12-12 10:00:05')).statusCode).toBe(200);
    let now = (await rowsOf(me.id, 'order_confirmed')).get('sms');
    expect(now).toMatchObject({ status: 'delivered', deliveredAt: new Date('2026-12-12T04:30:05Z') });

    // A 'failed' report arriving after 'delivered' (MSG91 retries its webhooks, out of order) would make a
    // delivered message a dead letter the admin could send twice: ignored. So is an 'on its way' one.
    expect((await msg91Report(ref, '2', '2026-12-12 10:00:09')).statusCode).toBe(200);
    expect((await msg91Report(ref, '3', '2026-12-12 10:00:10')).statusCode).toBe(200);
    now = (await rowsOf(me.id, 'order_confirmed')).get('sms');
    expect(now).toMatchObject({ status: 'delivered', deliveredAt: new Date('2026-12-12T04:30:05Z') });
    // Only the SMS changed: the other channels' rows are as the dispatch left them.
    const others = await rowsOf(me.id, 'order_confirmed');
    expect(others.get('email')?.status).toBe('sent');
    expect(others.get('whatsapp')?.status).toBe('sent');
  });

  it('a failure report on a message still only sent makes it a dead letter, with the reason', async () => {
    const { me, rows } = await sentOrderConfirmation();
    const ref = rows.get('sms')?.providerRef as string;
    expect((await msg91Report(ref, '16', '2026-12-12 10:00:05')).statusCode).toBe(200);
    expect((await rowsOf(me.id, 'order_confirmed')).get('sms')).toMatchObject({
      status: 'dead',
      lastError: 'Not delivered: FAILED',
    });
  });

  it("WhatsApp's statuses: delivered, then read; a late 'delivered' or 'failed' leaves it read", async () => {
    const { me, rows } = await sentOrderConfirmation();
    const ref = rows.get('whatsapp')?.providerRef as string;
    const at = new Date('2026-12-12T04:30:00Z');
    expect((await whatsappStatus(ref, 'delivered', at)).statusCode).toBe(200);
    expect((await rowsOf(me.id, 'order_confirmed')).get('whatsapp')?.status).toBe('delivered');
    expect((await whatsappStatus(ref, 'read', new Date(at.getTime() + 60_000))).statusCode).toBe(200);
    expect((await whatsappStatus(ref, 'delivered', new Date(at.getTime() + 1000))).statusCode).toBe(200);
    expect((await whatsappStatus(ref, 'failed', new Date(at.getTime() + 2000))).statusCode).toBe(200);
    expect((await rowsOf(me.id, 'order_confirmed')).get('whatsapp')).toMatchObject({
      status: 'read',
      deliveredAt: new Date(at.getTime() + 60_000),
    });
  });
});
