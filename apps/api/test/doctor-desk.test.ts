import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import {
  auditRows,
  availableSlots,
  bookRequest,
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

const HOUR = 3_600_000;
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('closing appointments', () => {
  it('completes a started appointment with notes; the patient reads them, the doctor’s read is audited', async () => {
    const doctor = await createDoctorAccount(t);
    const p = await createPatient(t);
    const id = await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() - HOUR / 2),
    });
    const complete = (notes: unknown) =>
      send('POST', `/api/v1/doctors/me/appointments/${id}/complete`, doctor.headers, { notes });
    const empty = await complete('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('notes');
    const done = await complete('Viral fever. Paracetamol 650 mg SOS, fluids, review in 3 days.');
    expect(done.statusCode).toBe(200);
    expect(done.json().result).toMatchObject({
      status: 'completed',
      displayStatus: 'completed',
      hasSummary: true,
    });
    expect(await auditRows(t, doctor.id, 'consultation-notes.write')).toEqual([
      { subject_user_id: p.id, resource_type: 'appointment', resource_id: id },
    ]);
    expect((await complete('again')).statusCode).toBe(422);

    const mine = (await get(`/api/v1/bookings/booking/${id}`, p.headers)).json().result;
    expect(mine.summary.notes).toMatch(/^Viral fever/);
    expect(mine.canReview).toBe(true);
    expect(await auditRows(t, p.id, 'consultation-notes.read')).toEqual([]);

    const read = await get(`/api/v1/bookings/booking/${id}`, doctor.headers);
    expect(read.json().result.summary.notes).toMatch(/^Viral fever/);
    expect(await auditRows(t, doctor.id, 'consultation-notes.read')).toHaveLength(1);

    const desk = await createReceptionist(t, doctor.clinicId);
    const deskView = await get(`/api/v1/bookings/booking/${id}`, desk.headers);
    expect(deskView.statusCode).toBe(200);
    expect(deskView.json().result.summary).toBeNull();
  });

  it('marks a no-show; refuses future appointments and other doctors’ appointments', async () => {
    const doctor = await createDoctorAccount(t);
    const other = await createDoctorAccount(t);
    const p = await createPatient(t);
    const started = await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() - 2 * HOUR),
    });
    const future = await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() + 5 * HOUR),
    });
    const noShow = (id: string, headers = doctor.headers) =>
      send('POST', `/api/v1/doctors/me/appointments/${id}/no-show`, headers);
    expect((await noShow(future)).statusCode).toBe(422);
    expect((await noShow(started, other.headers)).statusCode).toBe(404);
    expect((await noShow(started, p.headers)).statusCode).toBe(403);
    const res = await noShow(started);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.status).toBe('no-show');
    const list = (await get('/api/v1/doctors/me/appointments?filter=all', doctor.headers)).json().result;
    expect(list.map((a: { id: string }) => a.id).sort()).toEqual([started, future].sort());
    expect((await get('/api/v1/doctors/me/appointments', other.headers)).json().result).toEqual([]);
  });
});

describe('reviews', () => {
  it('one review per completed appointment, by its patient only; the rating is the real average', async () => {
    const doctor = await createDoctorAccount(t);
    const p = await createPatient(t, 'Rohan Kapoor');
    const booked = await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() + 48 * HOUR),
    });
    const review = (id: string, body: object, headers = p.headers) =>
      send('POST', `/api/v1/bookings/${id}/review`, headers, body);
    expect((await review(booked, { rating: 5 })).statusCode).toBe(422);
    const completed = await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() - 48 * HOUR),
      status: 'completed',
      notes: 'ok',
    });
    const bad = await review(completed, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('rating');
    expect((await review(completed, { rating: 4 }, doctor.headers)).statusCode).toBe(403);
    const ok = await review(completed, { rating: 4, comment: 'Listened patiently.' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().result).toMatchObject({ reviewed: true, canReview: false, review: { rating: 4 } });
    expect((await review(completed, { rating: 1 })).statusCode).toBe(409);
    const second = await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() - 72 * HOUR),
      status: 'completed',
    });
    await review(second, { rating: 5 });
    const profile = (await get(`/api/v1/doctors/${doctor.doctorId}`)).json().result;
    expect(profile).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const reviews = (await get(`/api/v1/doctors/${doctor.doctorId}/reviews`)).json();
    expect(reviews.pagination.total).toBe(2);
    expect(reviews.result[1]).toMatchObject({ user: 'Rohan K.', rating: 4, comment: 'Listened patiently.' });
  });
});

describe('leave and weekly hours', () => {
  it('adds leave (slots disappear), refuses overlaps, the past and booked days, and removes it', async () => {
    const doctor = await createDoctorAccount(t);
    const p = await createPatient(t);
    const today = todayIn(new Date());
    const day = addDays(today, 3);
    const addLeave = (startDate: string, endDate: string) =>
      send('POST', '/api/v1/doctors/me/leaves', doctor.headers, { startDate, endDate, reason: 'Conference' });
    const leave = await addLeave(day, addDays(day, 1));
    expect(leave.statusCode).toBe(201);
    const slots = (await get(`/api/v1/doctors/${doctor.doctorId}/slots?from=${day}&to=${day}`)).json().result;
    expect(slots.days[0]).toMatchObject({ date: day, onLeave: true, slots: [] });
    expect((await addLeave(addDays(day, 1), addDays(day, 2))).statusCode).toBe(409);
    expect((await addLeave(addDays(today, -1), today)).statusCode).toBe(422);
    const bad = await addLeave(day, addDays(day, -1));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('endDate');

    const [slot] = (await availableSlots(t, doctor.doctorId)).filter((s) => s.date === addDays(today, 5));
    expect(
      (await bookRequest(t, p.token, { doctorId: doctor.doctorId, startsAt: slot?.startsAt })).statusCode,
    ).toBe(201);
    const covering = await addLeave(addDays(today, 5), addDays(today, 5));
    expect(covering.statusCode).toBe(422);
    expect(covering.json().message).toMatch(/1 booked appointment/);

    const id = leave.json().result.id;
    expect((await send('DELETE', `/api/v1/doctors/me/leaves/${id}`, doctor.headers)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/v1/doctors/me/leaves/${id}`, doctor.headers)).statusCode).toBe(404);
    const back = (await get(`/api/v1/doctors/${doctor.doctorId}/slots?from=${day}&to=${day}`)).json().result;
    expect(back.days[0].onLeave).toBe(false);
  });

  it('works for a doctor whose registration is not checked yet: their hours and advance rule come back', async () => {
    const doctor = await createDoctorAccount(t);
    await t.ctx.database.db.execute(
      sql`update doctors set registration_verified_at = null where id = ${doctor.doctorId}`,
    );
    const res = await send('PUT', '/api/v1/doctors/me/schedule', doctor.headers, {
      schedule: [{ weekday: 2, start: '09:00', end: '13:00' }],
      bookingBeforeTime: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      bookingBeforeTime: 3,
      schedule: [{ weekday: 2, start: '09:00', end: '13:00' }],
    });
    // Not listed, so nobody can see its slots or book it yet.
    expect((await get(`/api/v1/doctors/${doctor.doctorId}`)).statusCode).toBe(404);
  });

  it('sets weekly hours and the advance rule; the slots follow; overlaps are refused', async () => {
    const doctor = await createDoctorAccount(t);
    const put = (body: object) => send('PUT', '/api/v1/doctors/me/schedule', doctor.headers, body);
    const res = await put({
      schedule: [
        { weekday: 1, start: '10:00', end: '12:00', slotMinutes: 30 },
        { weekday: 1, start: '17:00', end: '19:00' },
      ],
      bookingBeforeTime: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      bookingBeforeTime: 2,
      schedule: [
        { weekday: 1, day: 'Monday', start: '10:00', end: '12:00', slotMinutes: 30 },
        { weekday: 1, day: 'Monday', start: '17:00', end: '19:00', slotMinutes: 60 },
      ],
    });
    const from = todayIn(new Date());
    const days = (
      await get(`/api/v1/doctors/${doctor.doctorId}/slots?from=${addDays(from, 1)}&to=${addDays(from, 7)}`)
    ).json().result.days as { weekday: number; slots: { start: string }[] }[];
    const monday = days.find((d) => d.weekday === 1);
    expect(monday?.slots.map((s) => s.start)).toEqual(['10:00', '10:30', '11:00', '11:30', '17:00', '18:00']);
    expect(days.filter((d) => d.weekday !== 1).every((d) => d.slots.length === 0)).toBe(true);
    const overlap = await put({
      schedule: [
        { weekday: 2, start: '09:00', end: '13:00' },
        { weekday: 2, start: '12:00', end: '14:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().details[0].field).toBe('schedule.1.start');
    const patient = await createPatient(t);
    expect((await put({ schedule: [] })).statusCode).toBe(200);
    expect(
      (await send('PUT', '/api/v1/doctors/me/schedule', patient.headers, { schedule: [] })).statusCode,
    ).toBe(403);
  });
});
