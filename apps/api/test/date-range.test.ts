// Dates outside the range every date input shares (packages/contracts/src/dates.ts: 1900-01-01 to
// 2100-12-31, a date of birth not after today) are refused with 400 by the contracts, before any service
// does date arithmetic on them: 9999-12-31 once answered 500 "Invalid time value" in these eight operations.
// And no date string, in or out of range, answers 500 (a property test). PGlite and PostgreSQL.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createDoctorAccount, createPatient, createReceptionist } from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let ops: { name: string; request: (date: string) => InjectOptions }[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAccount(t, 'admin', 'Asha Admin');
  const doctor = await createDoctorAccount(t);
  const desk = await createReceptionist(t, doctor.clinicId);
  const patient = await createPatient(t);
  ops = [
    {
      name: 'a doctor adds a leave',
      request: (date) => ({
        method: 'POST',
        url: '/api/v1/doctors/me/leaves',
        headers: doctor.headers,
        payload: { startDate: date, endDate: date },
      }),
    },
    {
      name: 'an admin creates an offer',
      request: (date) => ({
        method: 'POST',
        url: '/api/v1/admin/offers',
        headers: admin.headers,
        payload: {
          title: 'Flat 10% off',
          description: 'Ten percent below MRP.',
          discountPercent: 10,
          categoryId: 'cat_missing',
          colour: '#1d4ed8',
          startsOn: date,
          endsOn: date,
        },
      }),
    },
    {
      name: 'an admin reads the audit log',
      request: (date) => ({
        method: 'GET',
        url: `/api/v1/admin/audit-log?from=${encodeURIComponent(date)}&to=${encodeURIComponent(date)}`,
        headers: admin.headers,
      }),
    },
    {
      name: 'an admin exports the audit log',
      request: (date) => ({
        method: 'GET',
        url: `/api/v1/admin/audit-log/export?from=${encodeURIComponent(date)}&to=${encodeURIComponent(date)}`,
        headers: admin.headers,
      }),
    },
    {
      name: 'the desk lists appointments on a date',
      request: (date) => ({
        method: 'GET',
        url: `/api/v1/receptionist/appointments?date=${encodeURIComponent(date)}`,
        headers: desk.headers,
      }),
    },
    {
      name: 'a doctor lists appointments on a date',
      request: (date) => ({
        method: 'GET',
        url: `/api/v1/doctors/me/appointments?date=${encodeURIComponent(date)}`,
        headers: doctor.headers,
      }),
    },
    {
      name: "a doctor's slots",
      request: (date) => ({
        method: 'GET',
        url: `/api/v1/doctors/${doctor.doctorId}/slots?from=${encodeURIComponent(date)}&to=${encodeURIComponent(date)}`,
      }),
    },
    {
      name: 'a patient books an appointment',
      request: (date) => ({
        method: 'POST',
        url: '/api/v1/bookings/book/appointment',
        headers: patient.headers,
        payload: {
          doctorId: doctor.doctorId,
          consultationType: 'in-person',
          startsAt: /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T10:00:00+05:30` : date,
        },
      }),
    },
  ];
}, 120_000);

afterAll(async () => {
  await t?.app.close();
});

describe('dates out of range', () => {
  it.each(['9999-12-31', '2101-01-01', '1899-12-31', '0000-01-01'])(
    '%s is refused with 400 in each of the eight operations',
    async (date) => {
      for (const op of ops) {
        const res = await t.app.inject(op.request(date));
        expect(res.statusCode, `${op.name}: ${res.body}`).toBe(400);
        expect(res.json(), op.name).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
    },
  );

  it('a booking at an instant beyond 2100 is refused with 400, whatever its offset', async () => {
    const book = ops.at(-1);
    for (const startsAt of [
      '9999-12-31T23:30:00-05:00',
      '2100-12-31T23:30:00-05:00',
      '+275760-09-13T00:00:00Z',
    ]) {
      const res = await t.app.inject(book?.request(startsAt) ?? {});
      expect(res.statusCode, `${startsAt}: ${res.body}`).toBe(400);
    }
  });

  it('the range edges are dates like any other: answered, never 500', async () => {
    for (const date of ['1900-01-01', '2100-12-31']) {
      for (const op of ops) {
        const res = await t.app.inject(op.request(date));
        expect(res.statusCode, `${op.name} ${date}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('no date string gives a 500 in any of the eight operations', async () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const dateLike = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 39 }),
      )
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    const anyDate = fc.oneof(
      dateLike,
      fc
        .date({
          min: new Date(-8_640_000_000_000_000),
          max: new Date(8_640_000_000_000_000),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString()),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: ops.length - 1 }), anyDate, async (i, date) => {
        const op = ops[i];
        if (!op) return;
        const res = await t.app.inject(op.request(date));
        expect(res.statusCode, `${op.name} ${JSON.stringify(date)}: ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
