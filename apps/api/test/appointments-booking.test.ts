import { randomUUID } from 'node:crypto';
import { SLOT_TAKEN_MESSAGE } from '@arogya/contracts/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeAppointmentsAt,
  availableSlots,
  bookRequest,
  createAccount,
  createDoctor,
  createPatient,
  insertAppointment,
  insertLeave,
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

describe('short slots', () => {
  it('offers 10-minute slots around a break, books adjacent ones, and each lasts its own length', async () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, startMinute: 9 * 60, endMinute: 10 * 60, slotMinutes: 10 },
      { weekday, startMinute: 11 * 60, endMinute: 11 * 60 + 30, slotMinutes: 15 },
    ]);
    const { id: doctorId } = await createDoctor(t, { hours });
    const slots = await availableSlots(t, doctorId);
    const lastDay = slots.filter((s) => s.date === slots.at(-1)?.date);
    expect(lastDay.map((s) => s.start)).toEqual([
      '09:00',
      '09:10',
      '09:20',
      '09:30',
      '09:40',
      '09:50',
      '11:00',
      '11:15',
    ]);
    expect(lastDay.map((s) => (Date.parse(s.endsAt) - Date.parse(s.startsAt)) / 60_000)).toEqual([
      10, 10, 10, 10, 10, 10, 15, 15,
    ]);
    const [first, second] = lastDay;
    const a = await createPatient(t);
    const b = await createPatient(t);
    const one = await bookRequest(t, a.token, { doctorId, startsAt: first?.startsAt });
    expect(one.statusCode, one.body).toBe(201);
    // The same person may take the next slot: it starts when the first ends.
    const next = await bookRequest(t, a.token, { doctorId, startsAt: second?.startsAt });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().result).toMatchObject({ duration: 10, endsAt: lastDay[2]?.startsAt });
    // Another person may not take a slot already taken.
    const taken = await bookRequest(t, b.token, { doctorId, startsAt: first?.startsAt });
    expect(taken.statusCode).toBe(409);
    const left = (await availableSlots(t, doctorId))
      .filter((s) => s.date === first?.date)
      .map((s) => s.start);
    expect(left).not.toContain('09:00');
    expect(left).not.toContain('09:10');
    expect(left).toContain('09:20');
  });
});

describe('booking a slot', () => {
  it('books an offered slot (201) and the slot then shows as booked', async () => {
    const { id: doctorId } = await createDoctor(t, { feePaise: 75_000 });
    const p = await createPatient(t, 'Ananya Iyer');
    const [slot] = await availableSlots(t, doctorId);
    const res = await bookRequest(t, p.token, {
      doctorId,
      startsAt: slot?.startsAt,
      consultationType: 'video',
      patientAge: 31,
      patientGender: 'female',
      reason: 'Fever since two days',
    });
    expect(res.statusCode).toBe(201);
    const a = res.json().result;
    expect(a).toMatchObject({
      doctor: { id: doctorId },
      patient: { id: p.id, name: 'Ananya Iyer', age: 31, gender: 'female' },
      startsAt: slot?.startsAt,
      date: slot?.date,
      time: slot?.start,
      timeZone: 'Asia/Kolkata',
      consultationType: 'video',
      status: 'booked',
      displayStatus: expect.stringMatching(/^(today|upcoming)$/),
      fee: 750,
      feePaise: 75_000,
      bookedVia: 'online',
      canCancel: true,
      summary: null,
    });
    const slots = (await get(`/api/v1/doctors/${doctorId}/slots`))
      .json()
      .result.days.flatMap((d: { slots: { startsAt: string; status: string }[] }) => d.slots);
    expect(slots.find((s: { startsAt: string }) => s.startsAt === slot?.startsAt)?.status).toBe('booked');
  });

  it('50 patients booking one slot at once: exactly one 201, forty-nine 409s, one row', async () => {
    const { id: doctorId } = await createDoctor(t);
    const [slot] = await availableSlots(t, doctorId);
    const patients = await Promise.all(Array.from({ length: 50 }, () => createPatient(t)));
    const results = await Promise.all(
      patients.map((p) => bookRequest(t, p.token, { doctorId, startsAt: slot?.startsAt })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({ success: false, code: 'CONFLICT', message: SLOT_TAKEN_MESSAGE });
    }
    expect(await activeAppointmentsAt(t, doctorId, slot?.startsAt as string)).toBe(1);
  });

  it('the database itself refuses overlapping appointments for a doctor and for a patient', async () => {
    const a = await createDoctor(t);
    const b = await createDoctor(t);
    const p = await createPatient(t);
    const q = await createPatient(t);
    const at = new Date(Date.now() + 30 * 24 * HOUR);
    await insertAppointment(t, { doctorId: a.id, patientId: p.id, startsAt: at });
    const overlap = new Date(at.getTime() + 30 * 60_000);
    await expect(
      insertAppointment(t, { doctorId: a.id, patientId: q.id, startsAt: overlap }),
    ).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    await expect(
      insertAppointment(t, { doctorId: b.id, patientId: p.id, startsAt: overlap }),
    ).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    // Cancelled appointments do not hold the time.
    await insertAppointment(t, { doctorId: a.id, patientId: q.id, startsAt: overlap, status: 'cancelled' });
  });

  it('refuses a patient’s second appointment at the same time with another doctor (409)', async () => {
    const a = await createDoctor(t);
    const b = await createDoctor(t);
    const p = await createPatient(t);
    const [slot] = await availableSlots(t, a.id);
    expect((await bookRequest(t, p.token, { doctorId: a.id, startsAt: slot?.startsAt })).statusCode).toBe(
      201,
    );
    const second = await bookRequest(t, p.token, { doctorId: b.id, startsAt: slot?.startsAt });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already have another appointment at this time.');
  });

  it('refuses times that are not offered with 422 and a clear message', async () => {
    const doctor = await createDoctor(t, { consultationTypes: ['in-person'] });
    const strict = await createDoctor(t, { bookingBeforeHours: 24 });
    const p = await createPatient(t);
    const slots = await availableSlots(t, doctor.id);
    const slot = slots[2] as { startsAt: string; date: string };
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { startsAt: new Date(Date.parse(slot.startsAt) + 30 * 60_000).toISOString() },
        /no slot starting at that time/,
      ],
      [{ startsAt: new Date(Date.parse(slot.startsAt) - 3 * 24 * HOUR).toISOString() }, /already passed/],
      [{ startsAt: slot.startsAt, consultationType: 'audio' }, /does not offer audio/],
      [{ doctorId: strict.id, startsAt: slot.startsAt }, /at least 24 hours in advance/],
    ];
    for (const [body, message] of cases) {
      const res = await bookRequest(t, p.token, { doctorId: doctor.id, ...body });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'BUSINESS_RULE', message: expect.stringMatching(message) });
    }
    await insertLeave(t, doctor.id, slot.date, slot.date);
    const onLeave = await bookRequest(t, p.token, { doctorId: doctor.id, startsAt: slot.startsAt });
    expect(onLeave.statusCode).toBe(422);
    expect(onLeave.json().message).toMatch(/on leave/);
    expect(
      (await bookRequest(t, p.token, { doctorId: 'doc_nope', startsAt: slot.startsAt })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ startsAt: 'lastDay at ten' }, 'startsAt'],
    [{ consultationType: 'chat' }, 'consultationType'],
    [{ patientPhone: '12345' }, 'patientPhone'],
    [{ patientAge: 150 }, 'patientAge'],
    [{ feePaise: 1 }, null],
  ])('validates the body: 400 for %j', async (override, field) => {
    const p = await createPatient(t);
    const res = await bookRequest(t, p.token, {
      doctorId: 'doc_001',
      startsAt: new Date().toISOString(),
      ...override,
    });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('is for signed-in patients only', async () => {
    const desk = await createAccount(t, 'receptionist');
    const body = { doctorId: 'doc_001', startsAt: new Date().toISOString(), consultationType: 'in-person' };
    expect((await bookRequest(t, desk.token, body)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/book/appointment',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first appointment for a repeated key and creates nothing twice', async () => {
    const { id: doctorId } = await createDoctor(t);
    const p = await createPatient(t);
    const [slot] = await availableSlots(t, doctorId);
    const key = randomUUID();
    const body = { doctorId, startsAt: slot?.startsAt };
    const first = await bookRequest(t, p.token, body, { 'idempotency-key': key });
    const again = await bookRequest(t, p.token, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const mine = (await get('/api/v1/bookings/booking', p.headers)).json();
    expect(mine.pagination.total).toBe(1);

    const other = await bookRequest(
      t,
      p.token,
      { ...body, consultationType: 'video' },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    const bad = await bookRequest(t, p.token, body, { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('Idempotency-Key');
  });

  it('releases the key when the first attempt fails, so a retry can succeed', async () => {
    const { id: doctorId } = await createDoctor(t);
    const [a, b] = await Promise.all([createPatient(t), createPatient(t)]);
    const [slot] = await availableSlots(t, doctorId);
    const key = randomUUID();
    await bookRequest(t, a.token, { doctorId, startsAt: slot?.startsAt });
    const lost = await bookRequest(
      t,
      b.token,
      { doctorId, startsAt: slot?.startsAt },
      { 'idempotency-key': key },
    );
    expect(lost.statusCode).toBe(409);
    const cancelled = await post('/api/v1/bookings/cancel-appointment', a.headers, {
      appointmentId: (await get('/api/v1/bookings/booking', a.headers)).json().result[0].id,
    });
    expect(cancelled.statusCode).toBe(200);
    const retry = await bookRequest(
      t,
      b.token,
      { doctorId, startsAt: slot?.startsAt },
      { 'idempotency-key': key },
    );
    expect(retry.statusCode).toBe(201);
  });
});
