import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  availableSlots,
  bookRequest,
  createAccount,
  createClinic,
  createDoctor,
  createDoctorAccount,
  createPatient,
  createReceptionist,
  insertAppointment,
} from './doctor-fixtures.ts';
import { createTestApp, type TestApp, uniquePhone } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function clinicWithDesk() {
  const clinicId = await createClinic(t);
  const desk = await createReceptionist(t, clinicId);
  const doctor = await createDoctorAccount(t, { clinicId });
  return { clinicId, desk, doctor };
}

describe('walk-in patients', () => {
  it('finds a patient by phone, or registers one with consent recorded at the desk', async () => {
    const { desk } = await clinicWithDesk();
    const phone = uniquePhone();
    expect((await get(`/api/v1/receptionist/patients?phone=${phone}`, desk.headers)).json().result).toEqual(
      [],
    );
    const noConsent = await post('/api/v1/receptionist/patients', desk.headers, {
      name: 'Ramesh Yadav',
      phone,
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().details[0].field).toBe('consent');
    const made = await post('/api/v1/receptionist/patients', desk.headers, {
      name: 'Ramesh Yadav',
      phone,
      consent: true,
    });
    expect(made.statusCode).toBe(201);
    const patient = made.json().result;
    expect(patient).toMatchObject({ name: 'Ramesh Yadav', phone });
    const found = (await get(`/api/v1/receptionist/patients?phone=%2B91${phone}`, desk.headers)).json()
      .result;
    expect(found.map((p: { id: string }) => p.id)).toEqual([patient.id]);
    expect(await auditRows(t, desk.id, 'consent.recorded-at-desk')).toEqual([
      { subject_user_id: patient.id, resource_type: 'user', resource_id: patient.id },
    ]);
    const patientCaller = await createPatient(t);
    expect(
      (await get(`/api/v1/receptionist/patients?phone=${phone}`, patientCaller.headers)).statusCode,
    ).toBe(403);
  });

  it('books a walk-in with a doctor of the clinic, never another clinic’s doctor', async () => {
    const { desk, doctor } = await clinicWithDesk();
    const elsewhere = await createDoctor(t);
    const patient = await createPatient(t);
    const [slot] = await availableSlots(t, doctor.doctorId);
    const book = (doctorId: string, startsAt?: string) =>
      post('/api/v1/bookings/book/appointment/receptionist', desk.headers, {
        patientId: patient.id,
        doctorId,
        startsAt,
        consultationType: 'in-person',
        patientAge: 54,
        reason: 'Giddiness',
      });
    const res = await book(doctor.doctorId, slot?.startsAt);
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({ bookedVia: 'desk', patient: { id: patient.id, age: 54 } });
    const [other] = await availableSlots(t, elsewhere.id);
    expect((await book(elsewhere.id, other?.startsAt)).statusCode).toBe(403);
    expect((await book(doctor.doctorId, slot?.startsAt)).statusCode).toBe(409);
    const unknown = await post('/api/v1/bookings/book/appointment/receptionist', desk.headers, {
      patientId: randomUUID(),
      doctorId: doctor.doctorId,
      startsAt: slot?.startsAt,
      consultationType: 'in-person',
    });
    expect(unknown.statusCode).toBe(404);
    const asPatient = await post('/api/v1/bookings/book/appointment/receptionist', patient.headers, {
      patientId: patient.id,
      doctorId: doctor.doctorId,
      startsAt: slot?.startsAt,
      consultationType: 'in-person',
    });
    expect(asPatient.statusCode).toBe(403);
    const clinicList = (await get('/api/v1/receptionist/appointments', desk.headers)).json();
    expect(clinicList.result.map((a: { patient: { id: string } }) => a.patient.id)).toEqual([patient.id]);
  });
});

describe('walk-in slots at the desk', () => {
  type DaySlots = { slots: { startsAt: string; status: string }[] };
  const starts = (res: { json: () => { result: { days: DaySlots[] } } }, status = 'available') =>
    res
      .json()
      .result.days.flatMap((d) => d.slots)
      .filter((s) => s.status === status)
      .map((s) => s.startsAt);

  it('offers and books the near slots inside the advance window, which the public slots hide', async () => {
    const clinicId = await createClinic(t);
    const desk = await createReceptionist(t, clinicId);
    const doctor = await createDoctor(t, { clinicId, bookingBeforeHours: 6 });
    const patient = await createPatient(t);
    const deskRes = await get(`/api/v1/receptionist/doctors/${doctor.id}/slots`, desk.headers);
    expect(deskRes.statusCode).toBe(200);
    expect(deskRes.json().result).toMatchObject({ doctorId: doctor.id, bookingBeforeTime: 6 });
    const publicRes = await get(`/api/v1/doctors/${doctor.id}/slots`);
    const offeredPublicly = new Set(starts(publicRes));
    const deskOnly = starts(deskRes).filter((s) => !offeredPublicly.has(s));
    // One-hour slots around the clock with a 6-hour rule: at least five are inside the window.
    expect(deskOnly.length).toBeGreaterThanOrEqual(5);
    // Not the very first: it could start while the test runs.
    const near = deskOnly[1] as string;
    expect(new Date(near).getTime()).toBeGreaterThan(Date.now());
    const online = await bookRequest(t, patient.token, { doctorId: doctor.id, startsAt: near });
    expect(online.statusCode).toBe(422);
    const res = await post('/api/v1/bookings/book/appointment/receptionist', desk.headers, {
      patientId: patient.id,
      doctorId: doctor.id,
      startsAt: near,
      consultationType: 'in-person',
    });
    expect(res.statusCode).toBe(201);
    const after = await get(`/api/v1/receptionist/doctors/${doctor.id}/slots`, desk.headers);
    expect(starts(after, 'booked')).toContain(near);
    expect(starts(after)).not.toContain(near);
  });

  it('answers 404 for another clinic’s doctor and 403 for anyone but a receptionist', async () => {
    const { desk, doctor } = await clinicWithDesk();
    const elsewhere = await createDoctor(t);
    expect((await get(`/api/v1/receptionist/doctors/${elsewhere.id}/slots`, desk.headers)).statusCode).toBe(
      404,
    );
    const url = `/api/v1/receptionist/doctors/${doctor.doctorId}/slots`;
    expect((await get(url, (await createPatient(t)).headers)).statusCode).toBe(403);
    expect((await get(url, doctor.headers)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('vitals', () => {
  async function patientAtClinic() {
    const setup = await clinicWithDesk();
    const patient = await createPatient(t);
    const [slot] = await availableSlots(t, setup.doctor.doctorId);
    await bookRequest(t, patient.token, { doctorId: setup.doctor.doctorId, startsAt: slot?.startsAt });
    return { ...setup, patient };
  }

  it('records vitals for a patient with an appointment at the clinic; °F is stored as °C', async () => {
    const { desk, patient } = await patientAtClinic();
    const res = await post('/api/v1/receptionist/vitelPateint', desk.headers, {
      patientId: patient.id,
      systolic: 128,
      diastolic: 84,
      pulse: 76,
      temperature: 101,
      temperatureUnit: 'F',
      spo2: 97,
      respiratoryRate: 18,
      weightKg: 72.5,
      heightCm: 170,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({
      systolic: 128,
      diastolic: 84,
      temperatureC: 38.3,
      weightKg: 72.5,
    });
    expect(await auditRows(t, desk.id, 'vitals.write')).toHaveLength(1);
    const stranger = await createPatient(t);
    const refused = await post('/api/v1/receptionist/vitelPateint', desk.headers, {
      patientId: stranger.id,
      pulse: 80,
    });
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    [{ systolic: 300, diastolic: 80 }, 'systolic'],
    [{ systolic: 40, diastolic: 30 }, 'systolic'],
    [{ systolic: 120, diastolic: 20 }, 'diastolic'],
    [{ systolic: 80, diastolic: 90 }, 'systolic'],
    [{ systolic: 120 }, 'diastolic'],
    [{ pulse: 10 }, 'pulse'],
    [{ pulse: 300 }, 'pulse'],
    [{ temperature: 50 }, 'temperature'],
    [{ temperature: 25 }, 'temperature'],
    [{ temperature: 120, temperatureUnit: 'F' }, 'temperature'],
    [{ spo2: 120 }, 'spo2'],
    [{ spo2: 30 }, 'spo2'],
    [{ respiratoryRate: 2 }, 'respiratoryRate'],
    [{ respiratoryRate: 80 }, 'respiratoryRate'],
    [{ weightKg: 0.1 }, 'weightKg'],
    [{ weightKg: 400 }, 'weightKg'],
    [{ heightCm: 20 }, 'heightCm'],
    [{ heightCm: 300 }, 'heightCm'],
    [{ pulse: 72.5 }, 'pulse'],
    [{}, 'pulse'],
  ])('refuses the impossible %j with 400 naming %s', async (values, field) => {
    const { desk, patient } = await patientAtClinic();
    const res = await post('/api/v1/receptionist/vitelPateint', desk.headers, {
      patientId: patient.id,
      ...values,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('is readable by the patient, their doctor and their clinic’s desk (audited), by nobody else', async () => {
    const { desk, doctor, patient } = await patientAtClinic();
    await post('/api/v1/receptionist/vitelPateint', desk.headers, {
      patientId: patient.id,
      pulse: 88,
      spo2: 98,
    });
    const url = `/api/v1/receptionist/vitelPateint/${patient.id}`;
    const own = await get(url, patient.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().result[0]).toMatchObject({ pulse: 88, spo2: 98, recordedBy: 'Desk Person' });
    expect(await auditRows(t, patient.id, 'vitals.read')).toEqual([]);

    for (const staff of [desk, doctor]) {
      const res = await get(url, staff.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toHaveLength(1);
      expect(await auditRows(t, staff.id, 'vitals.read')).toEqual([
        { subject_user_id: patient.id, resource_type: 'vitals', resource_id: null },
      ]);
    }

    const otherClinic = await clinicWithDesk();
    const outsiders = [
      await createPatient(t),
      otherClinic.desk,
      otherClinic.doctor,
      await createAccount(t, 'lab'),
      await createAccount(t, 'admin'),
    ];
    for (const who of outsiders) {
      expect([403, 404]).toContain((await get(url, who.headers)).statusCode);
      expect(await auditRows(t, who.id, 'vitals.read')).toEqual([]);
    }
  });

  it('taken at a family member’s appointment, they are the member’s, not the account holder’s', async () => {
    const { desk, doctor, patient } = await patientAtClinic();
    const member = await post('/api/v1/family-members', patient.headers, {
      name: 'Lakshmi Rao',
      relation: 'mother',
      dateOfBirth: '1958-03-14',
      sex: 'female',
    });
    expect(member.statusCode, member.body).toBe(201);
    const motherId = member.json().result.id as string;
    const slots = await availableSlots(t, doctor.doctorId);
    const booked = await bookRequest(t, patient.token, {
      doctorId: doctor.doctorId,
      startsAt: slots[1]?.startsAt,
      forWhom: motherId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().result.id as string;

    const own = await post('/api/v1/receptionist/vitelPateint', desk.headers, {
      patientId: patient.id,
      pulse: 70,
    });
    expect(own.json().result).toMatchObject({ pulse: 70, familyMemberId: null });
    const hers = await post('/api/v1/receptionist/vitelPateint', desk.headers, {
      patientId: patient.id,
      appointmentId,
      pulse: 92,
    });
    expect(hers.statusCode, hers.body).toBe(201);
    expect(hers.json().result).toMatchObject({ pulse: 92, appointmentId, familyMemberId: motherId });

    const url = `/api/v1/receptionist/vitelPateint/${patient.id}`;
    const pulses = async (who: { headers: Record<string, string> }, member: string) => {
      const res = await get(`${url}?member=${member}`, who.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.map((v: { pulse: number }) => v.pulse);
    };
    for (const who of [patient, doctor, desk]) {
      expect(await pulses(who, 'self')).toEqual([70]);
      expect(await pulses(who, motherId)).toEqual([92]);
    }
    // Unfiltered, the account holder sees both, each saying whose it is.
    const all = (await get(url, patient.headers)).json().result as { familyMemberId: string | null }[];
    expect(all.map((v) => v.familyMemberId).sort()).toEqual([motherId, null].sort());

    // A row recorded before the fix (the holder's) is moved to the member by the migration's backfill.
    const db = t.ctx.database.db;
    await db.execute(
      sql`update vitals set family_member_id = null, patient_for = 'self' where appointment_id = ${appointmentId}`,
    );
    expect(await pulses(patient, 'self')).toEqual([92, 70]);
    // Found by name, not number (migrations are renumbered when branches merge).
    const dir = new URL('../src/db/migrations/', import.meta.url);
    const file = readdirSync(dir).find((f) => f.endsWith('_vitals_family_member.sql'));
    const migration = readFileSync(new URL(file ?? 'missing', dir), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toMatch(/^\s*-- Vitals recorded[^\n]*\nUPDATE "vitals"/);
    await db.execute(sql.raw(backfill.replace(/^\s*--[^\n]*\n/, '')));
    expect(await pulses(patient, 'self')).toEqual([70]);
    expect(await pulses(patient, motherId)).toEqual([92]);
  });
});

describe('dashboard', () => {
  it('answers counts for the caller’s role', async () => {
    const { desk, doctor, clinicId } = await clinicWithDesk();
    const patient = await createPatient(t);
    await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: patient.id,
      startsAt: new Date(Date.now() + 50 * 3_600_000),
    });
    const ask = async (headers: Record<string, string>) =>
      (await get('/api/v1/dashboard', headers)).json().result;
    const mine = await ask(patient.headers);
    expect(mine.patient).toMatchObject({ upcoming: expect.any(Number), completed: 0 });
    expect(mine.patient.next).toMatchObject({ doctor: { id: doctor.doctorId } });
    expect(mine.doctor).toBeUndefined();
    const doc = await ask(doctor.headers);
    expect(doc.doctor).toMatchObject({ doctorId: doctor.doctorId, today: { total: expect.any(Number) } });
    expect(doc.patient).toBeUndefined();
    const reception = await ask(desk.headers);
    expect(reception.receptionist).toMatchObject({ clinic: { id: clinicId }, doctors: 1, doctorsOnLeave: 0 });
    const admin = await ask((await createAccount(t, 'admin')).headers);
    expect(admin.admin.doctors).toBeGreaterThanOrEqual(80);
    expect((await get('/api/v1/dashboard')).statusCode).toBe(401);
  });
});
