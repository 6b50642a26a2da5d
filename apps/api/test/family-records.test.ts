// Family members across the records (docs/product-rules.md#family-members-and-the-health-card): a parent books
// several people at the same time (the person, not the account, cannot be double-booked: the holder, a
// member, or someone else booked by name; migration 0051_person-overlap-by-name), the reception desk
// books for a patient's family member, and uploaded prescriptions say whom they are for and filter by it.
// Runs on PGlite and on PostgreSQL (DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableSlots,
  createClinic,
  createDoctor,
  createDoctorAccount,
  createPatient,
  createReceptionist,
} from './doctor-fixtures.ts';
import { type Account, account, upload } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.app.close();
});

const call = (
  me: { headers: Record<string, string> } | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: me?.headers ?? {}, ...(payload ? { payload } : {}) });

const addMember = async (
  me: Pick<Account, 'headers'>,
  name: string,
  relation = 'mother',
  dateOfBirth = '1958-03-14',
) => {
  const res = await call(me, 'POST', '/api/v1/family-members', {
    name,
    relation,
    dateOfBirth,
    sex: 'female',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; name: string };
};

const book = (me: Account, doctorId: string, startsAt: string | undefined, forWhom?: string) =>
  call(me, 'POST', '/api/v1/bookings/book/appointment', {
    doctorId,
    startsAt,
    consultationType: 'in-person',
    ...(forWhom ? { forWhom } : {}),
  });

describe('booking several people at the same time', () => {
  it('lets a parent book themself and two members at one time with different doctors, never one person twice', async () => {
    const me = await account(t);
    const mother = await addMember(me, 'Kamala Iyer');
    const son = await addMember(me, 'Aarav Iyer', 'son', '2016-06-01');
    const doctors = await Promise.all([1, 2, 3, 4].map(() => createDoctor(t)));
    const [slot] = await availableSlots(t, doctors[0]?.id ?? '');
    const at = slot?.startsAt;
    for (const d of doctors.slice(1)) {
      expect((await availableSlots(t, d.id)).some((s) => s.startsAt === at)).toBe(true);
    }
    const [a, b, c] = doctors;
    expect((await book(me, a?.id ?? '', at)).statusCode).toBe(201);
    expect((await book(me, b?.id ?? '', at, mother.id)).statusCode).toBe(201);
    expect((await book(me, c?.id ?? '', at, son.id)).statusCode).toBe(201);
    // The same person again, with yet another doctor: refused, naming whom.
    const motherAgain = await book(me, doctors[3]?.id ?? '', at, mother.id);
    expect(motherAgain.statusCode).toBe(409);
    expect(motherAgain.json().message).toBe('Kamala Iyer already has another appointment at this time.');
    const selfAgain = await book(me, doctors[3]?.id ?? '', at);
    expect(selfAgain.statusCode).toBe(409);
    expect(selfAgain.json().message).toBe('You already have another appointment at this time.');
  });

  it('two bookings racing for one member at the same time with different doctors: exactly one wins', async () => {
    const me = await account(t);
    const mother = await addMember(me, 'Savitri Rao');
    const doctors = await Promise.all([1, 2, 3, 4, 5].map(() => createDoctor(t)));
    const [slot] = await availableSlots(t, doctors[0]?.id ?? '');
    const results = await Promise.all(doctors.map((d) => book(me, d.id, slot?.startsAt, mother.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('booking someone else by name at the same time as the holder', () => {
  const bookFor = (me: Account, doctorId: string, startsAt: string | undefined, patientName: string) =>
    call(me, 'POST', '/api/v1/bookings/book/appointment', {
      doctorId,
      startsAt,
      consultationType: 'in-person',
      patientName,
    });

  it('the holder and two people booked by name at one time; the same name twice is refused, naming them', async () => {
    const me = await account(t);
    const doctors = await Promise.all([1, 2, 3, 4, 5].map(() => createDoctor(t)));
    const [slot] = await availableSlots(t, doctors[0]?.id ?? '');
    const at = slot?.startsAt;
    const [a, b, c, d, e] = doctors.map((x) => x.id);
    expect((await book(me, a ?? '', at)).statusCode).toBe(201);
    const meena = await bookFor(me, b ?? '', at, 'Meena Pillai');
    expect(meena.statusCode, meena.body).toBe(201);
    expect(meena.json().result.patient).toMatchObject({ name: 'Meena Pillai' });
    expect((await bookFor(me, c ?? '', at, 'Joseph Mathew')).statusCode).toBe(201);
    // The same person by name (whatever its case or spacing), with yet another doctor: refused, naming them.
    const again = await bookFor(me, d ?? '', at, '  meena   PILLAI ');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('meena PILLAI already has another appointment at this time.');
    const selfAgain = await book(me, e ?? '', at);
    expect(selfAgain.statusCode).toBe(409);
    expect(selfAgain.json().message).toBe('You already have another appointment at this time.');
  });

  it('rescheduling: the holder may move onto the time of someone booked by name; that person twice is refused', async () => {
    const me = await account(t);
    const [x, y, z] = await Promise.all([1, 2, 3].map(() => createDoctor(t)));
    const slotsX = await availableSlots(t, x?.id ?? '');
    const at = slotsX[0]?.startsAt;
    const later = slotsX[1]?.startsAt;
    const slotsY = await availableSlots(t, y?.id ?? '');
    expect(slotsY.some((s) => s.startsAt === at) && slotsY.some((s) => s.startsAt === later)).toBe(true);
    expect((await bookFor(me, x?.id ?? '', at, 'Meena Pillai')).statusCode).toBe(201);
    const mine = await book(me, y?.id ?? '', later);
    expect(mine.statusCode).toBe(201);
    const moved = await call(me, 'POST', '/api/v1/bookings/reschedule-appointment', {
      appointmentId: mine.json().result.id,
      startsAt: at,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Meena's second appointment (another doctor, later), moved onto her first one's time: refused.
    const second = await bookFor(me, z?.id ?? '', later, 'Meena Pillai');
    expect(second.statusCode, second.body).toBe(201);
    const clash = await call(me, 'POST', '/api/v1/bookings/reschedule-appointment', {
      appointmentId: second.json().result.id,
      startsAt: at,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Meena Pillai already has another appointment at this time.');
  });
});

describe('the reception desk books for a family member', () => {
  it('sees the patient’s members (name, relation, age) and books for one; another account’s member is refused', async () => {
    const clinicId = await createClinic(t);
    const desk = await createReceptionist(t, clinicId);
    const doctor = await createDoctorAccount(t, { clinicId });
    const patient = await createPatient(t, 'Ravi Kumar');
    const mother = await addMember(patient, 'Lakshmi Kumar');
    const found = (
      await call(desk, 'GET', `/api/v1/receptionist/patients?phone=${patient.user.phone}`)
    ).json().result;
    expect(found).toEqual([
      {
        id: patient.id,
        name: 'Ravi Kumar',
        phoneVerified: true,
        members: [{ id: mother.id, name: 'Lakshmi Kumar', relationLabel: 'Mother', age: expect.any(Number) }],
      },
    ]);
    const slots = await availableSlots(t, doctor.doctorId);
    const deskBook = (startsAt: string | undefined, forWhom?: string) =>
      call(desk, 'POST', '/api/v1/bookings/book/appointment/receptionist', {
        patientId: patient.id,
        doctorId: doctor.doctorId,
        startsAt,
        consultationType: 'in-person',
        ...(forWhom ? { forWhom } : {}),
      });
    const booked = await deskBook(slots[0]?.startsAt, mother.id);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().result).toMatchObject({
      patient: { name: 'Lakshmi Kumar' },
      familyMemberId: mother.id,
    });
    // The holder sees it as their mother's in My Appointments.
    const mine = (await call(patient, 'GET', `/api/v1/bookings/booking?member=${mother.id}`)).json();
    expect(mine.result.map((a: { id: string }) => a.id)).toEqual([booked.json().result.id]);
    const stranger = await account(t);
    const strangersMother = await addMember(stranger, 'Not Hers');
    const foreign = await deskBook(slots[1]?.startsAt, strangersMother.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].field).toBe('forWhom');
  });
});

describe('uploaded prescriptions for a family member', () => {
  it('say whom they are for, filter by person, and refuse another account’s member', async () => {
    const me = await account(t);
    const son = await addMember(me, 'Aarav Menon', 'son', '2016-06-01');
    const forSon = await upload(t, me, undefined, { forWhom: son.id, note: 'Paediatrician' });
    expect(forSon.statusCode, forSon.body).toBe(201);
    expect(forSon.json().result.forPerson).toEqual({ id: son.id, name: 'Aarav Menon' });
    const forMe = await upload(t, me);
    expect(forMe.json().result.forPerson).toBeNull();
    const list = async (q = '') =>
      (await call(me, 'GET', `/api/v1/bookings/getPrescriptions${q}`))
        .json()
        .result.map((p: { id: string }) => p.id);
    expect((await list()).sort()).toEqual([forSon.json().result.id, forMe.json().result.id].sort());
    expect(await list(`?member=${son.id}`)).toEqual([forSon.json().result.id]);
    expect(await list('?member=self')).toEqual([forMe.json().result.id]);
    const stranger = await account(t);
    const foreign = await upload(t, stranger, undefined, { forWhom: son.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].field).toBe('forWhom');
    expect(
      (await call(stranger, 'GET', `/api/v1/bookings/getPrescriptions?member=${son.id}`)).json().result,
    ).toEqual([]);
    // A member a prescription names is archived, not deleted, so the record keeps saying whose it is.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/family-members/${son.id}`,
      headers: me.headers,
    });
    expect(removed.json().result.outcome).toBe('archived');
  });
});
