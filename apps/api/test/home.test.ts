// GET /api/v1/dashboard for a patient: the next appointment and what is pending (orders on their way,
// prescriptions awaiting verification, lab collections, reports ready), each the caller's own only; and
// whether the patient is new (welcomed) or returning (welcomed back).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labBookings } from '../src/db/schema/labs.ts';
import { issueSession } from '../src/modules/users/issue-session.ts';
import { createDoctor, insertAppointment } from './doctor-fixtures.ts';
import { booked, makeLab } from './labs-fixtures.ts';
import { account, addAddress, makeProduct, order, prescriptionFor } from './pharmacy-fixtures.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const dashboard = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers });
  expect(res.statusCode).toBe(200);
  return res.json().result;
};

describe('patient dashboard', () => {
  it('lists the next appointment, orders on their way, prescriptions to verify and lab collections', async () => {
    const me = await account(t);
    const other = await account(t);
    const { id: doctorId } = await createDoctor(t);
    await insertAppointment(t, {
      doctorId,
      patientId: me.id,
      startsAt: new Date(Date.now() + 26 * 3_600_000),
    });

    const addressId = await addAddress(t, me);
    const otc = await makeProduct(t);
    const placed = await order(t, me, { addressId, lines: [{ productId: otc, quantity: 2 }] });
    expect(placed.statusCode).toBe(201);
    const rx = await makeProduct(t, { schedule: 'H' });
    const prescriptionId = await prescriptionFor(t, me);
    const held = await order(t, me, { addressId, lines: [{ productId: rx, quantity: 1 }], prescriptionId });
    expect(held.statusCode).toBe(201);

    const labId = await makeLab(t);
    const booking = await booked(t, me, labId);

    const mine = (await dashboard(me.headers)).patient;
    expect(mine.next).toMatchObject({ doctor: { id: doctorId }, status: 'booked' });
    expect(mine.ordersOnTheWay).toEqual([
      expect.objectContaining({ id: placed.json().result.id, status: 'confirmed', itemCount: 2 }),
    ]);
    expect(mine.prescriptionsAwaiting).toEqual([
      expect.objectContaining({ id: held.json().result.id, status: 'awaiting_prescription' }),
    ]);
    expect(mine.labCollections).toEqual([
      expect.objectContaining({ id: booking.id, status: 'booked', slot: '07:00' }),
    ]);
    expect(mine.labReportsReady).toEqual([]);

    const theirs = (await dashboard(other.headers)).patient;
    expect(theirs).toMatchObject({
      next: null,
      ordersOnTheWay: [],
      prescriptionsAwaiting: [],
      labCollections: [],
      labReportsReady: [],
    });
  });

  it('lists the reports made ready in the last 30 days, not the whole history', async () => {
    const me = await account(t);
    const labId = await makeLab(t);
    const recent = await booked(t, me, labId);
    const old = await booked(t, me, labId);
    const db = t.ctx.database.db;
    const ready = (id: string, daysAgo: number) =>
      db
        .update(labBookings)
        .set({
          status: 'report_ready',
          sampleBarcode: `T-${id.slice(0, 8)}`,
          reportReadyAt: new Date(Date.now() - daysAgo * 86_400_000),
        })
        .where(eq(labBookings.id, id));
    await ready(recent.id, 2);
    await ready(old.id, 45);
    const mine = (await dashboard(me.headers)).patient;
    expect(mine.labReportsReady.map((b: { id: string }) => b.id)).toEqual([recent.id]);
  });

  it('lists at most three of each', async () => {
    const me = await account(t);
    const addressId = await addAddress(t, me);
    const otc = await makeProduct(t, { stock: 100 });
    for (let i = 0; i < 4; i++) {
      expect((await order(t, me, { addressId, lines: [{ productId: otc, quantity: 1 }] })).statusCode).toBe(
        201,
      );
    }
    expect((await dashboard(me.headers)).patient.ordersOnTheWay).toHaveLength(3);
  });

  it('says whether the patient has been here before: an earlier sign-in, or anything booked or ordered', async () => {
    const fresh = await account(t);
    expect((await dashboard(fresh.headers)).patient.returning).toBe(false);
    // Signing in again: a second session.
    const again = bearer(await issueSession(t.ctx, fresh.id, {}));
    expect((await dashboard(again)).patient.returning).toBe(true);

    const booker = await account(t);
    await booked(t, booker, await makeLab(t));
    expect((await dashboard(booker.headers)).patient.returning).toBe(true);
  });
});
