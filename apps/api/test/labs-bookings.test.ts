// Lab bookings: server pricing, the slot capacity held by the database under concurrent bookings,
// Idempotency-Key, the free change window and the sample-collected lock, and who may see a booking.
import { randomUUID } from 'node:crypto';
import { LabBookingAnswer, LabBookingListAnswer } from '@arogya/contracts/labs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labBookings, labSlotCounters } from '../src/db/schema/labs.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import { book, booked, bookingBody, ITEMS, labDesk, makeLab, tomorrow } from './labs-fixtures.ts';
import { account } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as never });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function counter(labId: string) {
  const rows = await t.ctx.database.db.select().from(labSlotCounters).where(eq(labSlotCounters.labId, labId));
  return rows.reduce((s, r) => s + r.booked, 0);
}

describe('POST /api/v1/labs/bookings', () => {
  it("prices from the lab's menu, ignoring a price sent by the browser", async () => {
    const me = await account(t);
    const labId = await makeLab(t);
    const res = await post(
      '/api/v1/labs/bookings',
      me.headers,
      bookingBody(labId, { itemIds: [ITEMS.hba1c, ITEMS.fullBody] }),
    );
    expect(res.statusCode).toBe(201);
    const b = LabBookingAnswer.parse(res.json()).result;
    expect(b.orderNumber).toMatch(/^LAB-\d{4}-\d{6}$/);
    expect(b.totalPaise).toBe(190_000);
    expect(b.items.map((i) => [i.kind, i.pricePaise, i.type, i.reportStatus])).toEqual([
      ['test', 40_000, 'labtest', 'pending'],
      ['package', 150_000, 'labtest', 'pending'],
    ]);
    expect(b.items[1]?.tests).toBeGreaterThan(1);
    expect(b.fastingHours).toBeGreaterThan(0);
    expect(b.preparation.join(' ')).toMatch(/Fast for/);
    expect(b.patient.name).not.toBe('');
    // A browser price is not even accepted: the body is strict.
    const withPrice = await post('/api/v1/labs/bookings', me.headers, {
      ...bookingBody(labId),
      totalPaise: 1,
    });
    expect(withPrice.statusCode).toBe(400);
  });

  it('refuses fasting tests after the morning, unknown items, a lab that does not collect there', async () => {
    const me = await account(t);
    const labId = await makeLab(t);
    const afternoon = await book(t, me, labId, { itemIds: [ITEMS.fbs], slot: '15:00' });
    expect(afternoon.statusCode).toBe(422);
    expect(afternoon.json().message).toMatch(/fasting/);
    expect((await book(t, me, labId, { slot: '20:00' })).statusCode).toBe(422);
    expect((await book(t, me, labId, { slot: '05:00' })).statusCode).toBe(422);
    expect((await book(t, me, labId, { date: addDays(todayIn(new Date()), 9) })).statusCode).toBe(422);
    expect((await book(t, me, labId, { date: addDays(todayIn(new Date()), -1) })).statusCode).toBe(422);
    expect((await book(t, me, labId, { itemIds: ['nope'] })).statusCode).toBe(404);
    expect((await book(t, me, 'no-lab')).statusCode).toBe(404);
    const far = await book(t, me, labId, { address: { ...bookingBody(labId).address, pinCode: '110001' } });
    expect(far.statusCode).toBe(422);
    expect((await book(t, me, labId, { itemIds: [] })).statusCode).toBe(400);
    expect((await book(t, me, labId, { itemIds: [ITEMS.cbc, ITEMS.cbc] })).statusCode).toBe(400);
    expect((await book(t, me, labId, { addressId: 'x' })).statusCode).toBe(400);
    expect((await book(t, me, labId, { address: undefined, addressId: 'not-mine' })).statusCode).toBe(404);
  });

  it.each([
    [3, 3],
    [3, 8],
  ])(
    'capacity %i with %i concurrent bookings of one slot gives exactly the capacity',
    async (capacity, tries) => {
      const labId = await makeLab(t, { capacity });
      const people = await Promise.all(Array.from({ length: tries }, () => account(t)));
      const results = await Promise.all(people.map((p) => book(t, p, labId)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(capacity);
      expect(codes.filter((c) => c === 409)).toHaveLength(tries - capacity);
      expect(await counter(labId)).toBe(capacity);
      const rows = await t.ctx.database.db.select().from(labBookings).where(eq(labBookings.labId, labId));
      expect(rows).toHaveLength(capacity);
    },
  );

  it('books once for a repeated Idempotency-Key and replays the answer', async () => {
    const me = await account(t);
    const labId = await makeLab(t);
    const headers = { ...me.headers, 'idempotency-key': randomUUID() };
    const first = await post('/api/v1/labs/bookings', headers, bookingBody(labId));
    const again = await post('/api/v1/labs/bookings', headers, bookingBody(labId));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().result.id).toBe(first.json().result.id);
    expect(await counter(labId)).toBe(1);
    const other = await post('/api/v1/labs/bookings', headers, bookingBody(labId, { slot: '08:00' }));
    expect(other.statusCode).toBe(422);
  });

  it('is for signed-in patients only', async () => {
    const labId = await makeLab(t);
    expect((await post('/api/v1/labs/bookings', {}, bookingBody(labId))).statusCode).toBe(401);
    for (const role of ['doctor', 'lab', 'pharmacist', 'receptionist', 'admin']) {
      const staff = await account(t, role);
      expect((await post('/api/v1/labs/bookings', staff.headers, bookingBody(labId))).statusCode).toBe(403);
    }
  });
});

describe('list, one, cancel, reschedule', () => {
  it("lists the patient's bookings with the spec's order item fields, and filters", async () => {
    const me = await account(t);
    const labId = await makeLab(t);
    const a = await booked(t, me, labId);
    const b = await booked(t, me, labId, { slot: '08:00' });
    await post(`/api/v1/labs/bookings/${b.id}/cancel`, me.headers, { reason: 'Travelling' });
    const all = LabBookingListAnswer.parse((await get('/api/v1/labs/bookings', me.headers)).json());
    expect(all.result.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    const item = all.result.find((x) => x.id === a.id)?.items[0];
    expect(item).toMatchObject({
      type: 'labtest',
      tests: 1,
      reportStatus: 'pending',
      scheduledDate: tomorrow(),
    });
    const cancelled = LabBookingListAnswer.parse(
      (await get('/api/v1/labs/bookings?filter=cancelled', me.headers)).json(),
    );
    expect(cancelled.result.map((x) => x.id)).toEqual([b.id]);
    expect(cancelled.result[0]?.items[0]?.reportStatus).toBe('cancelled');
    expect(cancelled.result[0]?.cancelReason).toBe('Travelling');
    expect((await get('/api/v1/labs/bookings?filter=soon', me.headers)).statusCode).toBe(400);
  });

  it('cancels free before the cutoff and gives the place back; refuses within 2 hours of the slot', async () => {
    const me = await account(t);
    const labId = await makeLab(t, { capacity: 1 });
    const b = await booked(t, me, labId);
    expect(await counter(labId)).toBe(1);
    const res = await post(`/api/v1/labs/bookings/${b.id}/cancel`, me.headers, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'patient',
      canCancel: false,
    });
    expect(await counter(labId)).toBe(0);
    expect((await post(`/api/v1/labs/bookings/${b.id}/cancel`, me.headers, {})).statusCode).toBe(422);
    // The place is free again for someone else.
    expect((await book(t, await account(t), labId)).statusCode).toBe(201);

    const late = await booked(t, me, labId, { slot: '08:00' });
    await t.ctx.database.db
      .update(labBookings)
      .set({ slotStartsAt: new Date(Date.now() + 90 * 60_000) })
      .where(eq(labBookings.id, late.id));
    const refused = await post(`/api/v1/labs/bookings/${late.id}/cancel`, me.headers, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/2 hours/);
    const move = await post(`/api/v1/labs/bookings/${late.id}/reschedule`, me.headers, {
      date: tomorrow(),
      slot: '09:00',
    });
    expect(move.statusCode).toBe(422);
  });

  it('never changes a booking once the sample is collected', async () => {
    const me = await account(t);
    const labId = await makeLab(t);
    const b = await booked(t, me, labId);
    await t.ctx.database.db
      .update(labBookings)
      .set({ status: 'sample_collected', sampleBarcode: 'TEST-000001' })
      .where(eq(labBookings.id, b.id));
    const one = LabBookingAnswer.parse(
      (await get(`/api/v1/labs/bookings/${b.id}`, me.headers)).json(),
    ).result;
    expect(one.canCancel).toBe(false);
    expect(one.canReschedule).toBe(false);
    const res = await post(`/api/v1/labs/bookings/${b.id}/cancel`, me.headers, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/sample has been collected/);
    const move = await post(`/api/v1/labs/bookings/${b.id}/reschedule`, me.headers, {
      date: tomorrow(),
      slot: '09:00',
    });
    expect(move.statusCode).toBe(422);
  });

  it('reschedules into a slot with a place, 409 when it is full, keeping the counters right', async () => {
    const me = await account(t);
    const labId = await makeLab(t, { capacity: 1 });
    const b = await booked(t, me, labId);
    await booked(t, await account(t), labId, { slot: '09:00' });
    const full = await post(`/api/v1/labs/bookings/${b.id}/reschedule`, me.headers, {
      date: tomorrow(),
      slot: '09:00',
    });
    expect(full.statusCode).toBe(409);
    const ok = await post(`/api/v1/labs/bookings/${b.id}/reschedule`, me.headers, {
      date: tomorrow(),
      slot: '11:00',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toMatchObject({ slot: { start: '11:00', end: '12:00' }, rescheduleCount: 1 });
    expect(await counter(labId)).toBe(2);
    expect((await book(t, await account(t), labId)).statusCode).toBe(201);
    const fasting = await booked(t, me, labId, { itemIds: [ITEMS.fbs], slot: '08:00' });
    const afternoon = await post(`/api/v1/labs/bookings/${fasting.id}/reschedule`, me.headers, {
      date: tomorrow(),
      slot: '16:00',
    });
    expect(afternoon.statusCode).toBe(422);
  });

  it('shows a booking to its patient only: anyone else, any role, gets 404; anonymous 401', async () => {
    const me = await account(t);
    const desk = await labDesk(t);
    const b = await booked(t, me, desk.labId);
    expect((await get(`/api/v1/labs/bookings/${b.id}`, me.headers)).statusCode).toBe(200);
    const others = [
      await account(t),
      desk,
      await labDesk(t),
      ...(await Promise.all(['doctor', 'pharmacist', 'receptionist', 'admin'].map((r) => account(t, r)))),
    ];
    for (const o of others) {
      expect((await get(`/api/v1/labs/bookings/${b.id}`, o.headers)).statusCode).toBe(404);
      expect((await post(`/api/v1/labs/bookings/${b.id}/cancel`, o.headers, {})).statusCode).toBe(404);
      expect(
        (
          await post(`/api/v1/labs/bookings/${b.id}/reschedule`, o.headers, {
            date: tomorrow(),
            slot: '09:00',
          })
        ).statusCode,
      ).toBe(404);
      const list = LabBookingListAnswer.parse((await get('/api/v1/labs/bookings', o.headers)).json());
      expect(list.result.map((x) => x.id)).not.toContain(b.id);
    }
    expect((await get(`/api/v1/labs/bookings/${b.id}`)).statusCode).toBe(401);
    expect((await get('/api/v1/labs/bookings')).statusCode).toBe(401);
    expect((await post(`/api/v1/labs/bookings/${b.id}/cancel`, {}, {})).statusCode).toBe(401);
  });
});
