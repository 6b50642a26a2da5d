import { SLOT_TAKEN_MESSAGE } from '@arogya/contracts/appointments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayBounds, todayIn, zonedParts } from '../src/lib/zoned-time.ts';
import {
  activeAppointmentsAt,
  availableSlots,
  bookRequest,
  createAccount,
  createDoctor,
  createDoctorAccount,
  createPatient,
  createReceptionist,
  insertAppointment,
} from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const HOUR = 3_600_000;

describe('cancel and reschedule', () => {
  it('cancelling frees the slot at once: it is offered again and another patient books it', async () => {
    const { id: doctorId } = await createDoctor(t);
    const [p, q] = await Promise.all([createPatient(t), createPatient(t)]);
    const [slot] = await availableSlots(t, doctorId);
    const booked = (await bookRequest(t, p.token, { doctorId, startsAt: slot?.startsAt })).json().result;
    const cancel = await post('/api/v1/bookings/cancel-appointment', p.headers, {
      appointmentId: booked.id,
      reason: 'Feeling better',
    });
    expect(cancel.statusCode).toBe(200);
    // The specialty in both languages, for a Hindi page to show its Hindi name.
    expect(booked.doctor).toMatchObject({ specialty: 'General Physician', specialtyHi: expect.any(String) });
    expect(cancel.json().result).toMatchObject({
      status: 'cancelled',
      displayStatus: 'cancelled',
      canCancel: false,
    });
    expect((await availableSlots(t, doctorId)).map((s) => s.startsAt)).toContain(slot?.startsAt);
    expect((await bookRequest(t, q.token, { doctorId, startsAt: slot?.startsAt })).statusCode).toBe(201);
    const twice = await post('/api/v1/bookings/cancel-appointment', p.headers, { appointmentId: booked.id });
    expect(twice.statusCode).toBe(422);
  });

  it('moves an appointment, at most three times, never onto a taken slot', async () => {
    const { id: doctorId } = await createDoctor(t);
    const [p, q] = await Promise.all([createPatient(t), createPatient(t)]);
    const slots = (await availableSlots(t, doctorId)).slice(2);
    const taken = (await bookRequest(t, q.token, { doctorId, startsAt: slots[0]?.startsAt })).json().result;
    const mine = (await bookRequest(t, p.token, { doctorId, startsAt: slots[1]?.startsAt })).json().result;
    const move = (startsAt: string | undefined) =>
      post('/api/v1/bookings/reschedule-appointment', p.headers, { appointmentId: mine.id, startsAt });
    const onTaken = await move(taken.startsAt);
    expect(onTaken.statusCode).toBe(409);
    expect(onTaken.json().message).toBe(SLOT_TAKEN_MESSAGE);
    for (const [i, slot] of [slots[2], slots[3], slots[4]].entries()) {
      const res = await move(slot?.startsAt);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ startsAt: slot?.startsAt, rescheduleCount: i + 1 });
    }
    const fourth = await move(slots[5]?.startsAt);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toMatch(/at most 3 times/);
    expect((await availableSlots(t, doctorId)).map((s) => s.startsAt)).toContain(slots[1]?.startsAt);
  });

  it('concurrent reschedules onto one slot: exactly one succeeds, one row holds it', async () => {
    const { id: doctorId } = await createDoctor(t);
    const slots = (await availableSlots(t, doctorId)).slice(2);
    const target = slots[12]?.startsAt as string;
    const patients = await Promise.all(Array.from({ length: 10 }, () => createPatient(t)));
    const ids: string[] = [];
    for (const [i, p] of patients.entries()) {
      ids.push((await bookRequest(t, p.token, { doctorId, startsAt: slots[i]?.startsAt })).json().result.id);
    }
    const results = await Promise.all(
      patients.map((p, i) =>
        post('/api/v1/bookings/reschedule-appointment', p.headers, {
          appointmentId: ids[i],
          startsAt: target,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await activeAppointmentsAt(t, doctorId, target)).toBe(1);
  });

  it('refuses to cancel or reschedule within an hour of the start (422)', async () => {
    const { id: doctorId } = await createDoctor(t);
    const p = await createPatient(t);
    const soon = await insertAppointment(t, {
      doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() + 30 * 60_000),
    });
    const [slot] = (await availableSlots(t, doctorId)).slice(3);
    const cancel = await post('/api/v1/bookings/cancel-appointment', p.headers, { appointmentId: soon });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toMatch(/up to 1 hour before/);
    const move = await post('/api/v1/bookings/reschedule-appointment', p.headers, {
      appointmentId: soon,
      startsAt: slot?.startsAt,
    });
    expect(move.statusCode).toBe(422);
    const detail = (await get(`/api/v1/bookings/booking/${soon}`, p.headers)).json().result;
    expect(detail).toMatchObject({ canCancel: false, canReschedule: false });
  });
});

describe('my appointments', () => {
  it('filters all, today, upcoming and completed, derived in Asia/Kolkata', async () => {
    const { id: doctorId } = await createDoctor(t);
    const p = await createPatient(t);
    const today = todayIn(new Date());
    const todayAt = new Date(dayBounds(today).start.getTime() + 60_000);
    const later = new Date(dayBounds(addDays(today, 2)).start.getTime() + 10 * HOUR);
    const past = new Date(dayBounds(addDays(today, -3)).start.getTime() + 10 * HOUR);
    const ids = {
      today: await insertAppointment(t, { doctorId, patientId: p.id, startsAt: todayAt }),
      upcoming: await insertAppointment(t, { doctorId, patientId: p.id, startsAt: later }),
      completed: await insertAppointment(t, {
        doctorId,
        patientId: p.id,
        startsAt: past,
        status: 'completed',
        notes: 'Rest',
      }),
      cancelled: await insertAppointment(t, {
        doctorId,
        patientId: p.id,
        startsAt: later,
        status: 'cancelled',
      }),
    };
    const ask = async (filter: string) =>
      (await get(`/api/v1/bookings/booking?filter=${filter}`, p.headers)).json().result as {
        id: string;
        displayStatus: string;
        date: string;
      }[];
    expect((await ask('today')).map((a) => [a.id, a.displayStatus, a.date])).toEqual([
      [ids.today, 'today', today],
    ]);
    expect((await ask('upcoming')).map((a) => [a.id, a.displayStatus])).toEqual([[ids.upcoming, 'upcoming']]);
    expect((await ask('completed')).map((a) => [a.id, a.displayStatus])).toEqual([
      [ids.completed, 'completed'],
    ]);
    expect((await ask('cancelled')).map((a) => a.id)).toEqual([ids.cancelled]);
    expect((await ask('all')).map((a) => a.id).sort()).toEqual(Object.values(ids).sort());
    expect(zonedParts(todayAt).date).toBe(today);
    const bad = await get('/api/v1/bookings/booking?filter=someday', p.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('serves an .ics file to the owner only', async () => {
    const { id: doctorId } = await createDoctor(t);
    const [p, q] = await Promise.all([createPatient(t), createPatient(t)]);
    const [slot] = await availableSlots(t, doctorId);
    const booked = (await bookRequest(t, p.token, { doctorId, startsAt: slot?.startsAt })).json().result;
    const ics = await get(`/api/v1/bookings/booking/${booked.id}/ics`, p.headers);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const stamp = String(slot?.startsAt).replace(/[-:]/g, '').replace('.000', '');
    expect(ics.body).toContain('BEGIN:VEVENT\r\n');
    expect(ics.body).toContain(`DTSTART:${stamp}`);
    expect((await get(`/api/v1/bookings/booking/${booked.id}/ics`, q.headers)).statusCode).toBe(404);
  });
});

describe('access to appointments', () => {
  it('another patient, another doctor, another clinic and other roles cannot see or change it', async () => {
    const { id: doctorId } = await createDoctor(t);
    const [owner, stranger] = await Promise.all([createPatient(t), createPatient(t)]);
    const [slot, other] = (await availableSlots(t, doctorId)).slice(2);
    const booked = (await bookRequest(t, owner.token, { doctorId, startsAt: slot?.startsAt })).json().result;
    const otherDoctor = await createDoctorAccount(t);
    const outsiders = [
      stranger,
      await createAccount(t, 'admin'),
      await createAccount(t, 'lab'),
      await createAccount(t, 'doctor'),
      await createAccount(t, 'receptionist'),
      otherDoctor,
      await createReceptionist(t, otherDoctor.clinicId),
    ];
    for (const who of outsiders) {
      expect((await get(`/api/v1/bookings/booking/${booked.id}`, who.headers)).statusCode).toBe(404);
      const cancel = await post('/api/v1/bookings/cancel-appointment', who.headers, {
        appointmentId: booked.id,
      });
      expect(cancel.statusCode).toBe(404);
      const move = await post('/api/v1/bookings/reschedule-appointment', who.headers, {
        appointmentId: booked.id,
        startsAt: other?.startsAt,
      });
      expect(move.statusCode).toBe(404);
      const review = await post(`/api/v1/bookings/${booked.id}/review`, who.headers, { rating: 5 });
      expect(review.statusCode).toBe(404);
      const list = (await get('/api/v1/bookings/booking', who.headers)).json().result as { id: string }[];
      expect(list.map((a) => a.id)).not.toContain(booked.id);
    }
    const count = await t.ctx.database.db.execute(
      sql`select status from appointments where id = ${booked.id}`,
    );
    expect((count as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe('booked');
  });
});
