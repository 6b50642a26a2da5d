// Fixtures for the doctor and booking API tests: a clinic and doctors of their own (so tests never fight
// over the seeded doctors' slots), staff accounts, patients with sessions, and appointments placed at
// chosen times (the past, today) that the booking endpoints would rightly refuse to create.
import { randomUUID } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contracts/users';
import { eq, sql } from 'drizzle-orm';
import {
  appointments,
  clinics,
  doctorLeaves,
  doctorSchedules,
  doctors,
  receptionists,
} from '../src/db/schema/doctors.ts';
import { users } from '../src/db/schema/users.ts';
import { issueSession } from '../src/modules/users/issue-session.ts';
import { bearer, type TestApp, uniquePhone } from './test-app.ts';

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createClinic(t: TestApp, city = 'Bengaluru') {
  const id = `cln_t_${next()}`;
  await t.ctx.database.db.insert(clinics).values({
    id,
    name: `Test Clinic ${id}`,
    address: '1, Test Road',
    area: 'Testnagar',
    city,
    state: 'Karnataka',
    pinCode: '560001',
    phone: '9880000000',
  });
  return id;
}

export type DoctorOptions = {
  clinicId?: string;
  bookingBeforeHours?: number;
  consultationTypes?: string[];
  /** Default: every day, 00:00-24:00, one-hour slots, so the next days always have free slots. */
  hours?: { weekday: number; startMinute: number; endMinute: number; slotMinutes: number }[];
  userId?: string;
  feePaise?: number;
};

export async function createDoctor(t: TestApp, opts: DoctorOptions = {}) {
  const id = `doc_t_${next()}`;
  const clinicId = opts.clinicId ?? (await createClinic(t));
  const db = t.ctx.database.db;
  await db.insert(doctors).values({
    id,
    userId: opts.userId ?? null,
    // Digits only: a base-36 tail ('…cbc1') is a word the doctors' search matches inside, and a doctor made by
    // another file at the same time turned up in search-queries.test.ts's results for 'cbc'.
    name: `Test Doctor ${Number.parseInt(id.slice(-5), 36)}`,
    email: `${id}@doctors.example.com`,
    mobile: '9811111111',
    gender: 'female',
    dob: '1985-04-12',
    specialtyId: 'spc_general-physician',
    clinicId,
    experienceYears: 10,
    feePaise: opts.feePaise ?? 50_000,
    qualification: 'MBBS',
    languages: ['English'],
    registrationNumber: `KMC-T${next()}`,
    registrationCouncil: 'Karnataka Medical Council',
    consultationTypes: opts.consultationTypes ?? ['in-person', 'video'],
    about: 'A doctor for tests.',
    bookingBeforeHours: opts.bookingBeforeHours ?? 1,
  });
  const hours =
    opts.hours ??
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440, slotMinutes: 60 }));
  if (hours.length > 0) await db.insert(doctorSchedules).values(hours.map((h) => ({ ...h, doctorId: id })));
  return { id, clinicId };
}

/**
 * A signed-in account made directly in the database (no password hashing), with the given role and its
 * phone and e-mail verified (messages go only to verified contacts).
 */
export async function createAccount(t: TestApp, role: string, name = 'Test Person') {
  const id = randomUUID();
  const verifiedAt = new Date();
  const row = await t.ctx.users.insert({
    phoneVerifiedAt: verifiedAt,
    emailVerifiedAt: verifiedAt,
    id,
    email: `${role}.${next()}@example.com`,
    name,
    phone: uniquePhone(),
    passwordHash: 'not-a-real-hash',
    roles: [role],
    consentAt: new Date(),
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  });
  if (!row) throw new Error('account insert failed');
  const token = await issueSession(t.ctx, id, {});
  return { id, token, headers: bearer(token), user: row };
}

export const createPatient = (t: TestApp, name?: string) => createAccount(t, 'patient', name);

export async function createDoctorAccount(t: TestApp, opts: DoctorOptions = {}) {
  const account = await createAccount(t, 'doctor', 'Dr Test');
  const doctor = await createDoctor(t, { ...opts, userId: account.id });
  return { ...account, doctorId: doctor.id, clinicId: doctor.clinicId };
}

export async function createReceptionist(t: TestApp, clinicId: string) {
  const account = await createAccount(t, 'receptionist', 'Desk Person');
  await t.ctx.database.db.insert(receptionists).values({ userId: account.id, clinicId });
  return account;
}

/** An appointment inserted as is, e.g. one that has already started. */
export async function insertAppointment(
  t: TestApp,
  a: {
    doctorId: string;
    patientId: string;
    startsAt: Date;
    minutes?: number;
    status?: string;
    notes?: string;
  },
) {
  const id = randomUUID();
  await t.ctx.database.db.insert(appointments).values({
    id,
    doctorId: a.doctorId,
    patientId: a.patientId,
    startsAt: a.startsAt,
    endsAt: new Date(a.startsAt.getTime() + (a.minutes ?? 60) * 60_000),
    consultationType: 'in-person',
    status: a.status ?? 'booked',
    patientName: 'Fixture Patient',
    patientPhone: '9876500000',
    feePaise: 50_000,
    notes: a.notes ?? null,
  });
  return id;
}

export async function activeAppointmentsAt(t: TestApp, doctorId: string, startsAt: string) {
  const [row] = await t.ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      sql`${appointments.doctorId} = ${doctorId} and ${appointments.startsAt} = ${new Date(startsAt)} and ${appointments.status} in ('booked', 'completed')`,
    );
  return Number(row?.n ?? 0);
}

export async function auditRows(t: TestApp, actorId: string, action: string) {
  const result = (await t.ctx.database.db.execute(
    sql`select subject_user_id, resource_type, resource_id from audit_log where actor_id = ${actorId} and action = ${action}`,
  )) as unknown as { rows: { subject_user_id: string; resource_type: string; resource_id: string | null }[] };
  return result.rows;
}

export async function setRoles(t: TestApp, userId: string, roles: string[]) {
  await t.ctx.database.db.update(users).set({ roles }).where(eq(users.id, userId));
}

type Slot = { startsAt: string; endsAt: string; status: string; date: string; start: string };

/** Available slots of a doctor from the slots endpoint (today and the next 7 days). */
export async function availableSlots(t: TestApp, doctorId: string): Promise<Slot[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${doctorId}/slots` });
  if (res.statusCode !== 200) throw new Error(`slots failed: ${res.statusCode} ${res.body}`);
  const days = res.json().result.days as { slots: Slot[] }[];
  return days.flatMap((d) => d.slots).filter((s) => s.status === 'available');
}

export function bookRequest(t: TestApp, token: string, body: Record<string, unknown>, headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings/book/appointment',
    headers: { ...bearer(token), ...headers },
    payload: { consultationType: 'in-person', ...body },
  });
}

export async function insertLeave(t: TestApp, doctorId: string, startDate: string, endDate: string) {
  await t.ctx.database.db.insert(doctorLeaves).values({ id: randomUUID(), doctorId, startDate, endDate });
}
