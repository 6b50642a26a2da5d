// Fixtures for the lab API tests: a partner lab of its own per test (so capacity races never share a
// slot with another test), its desk account, and bookings made through the API.
import { randomUUID } from 'node:crypto';
import { LabItemAnswer } from '@arogya/contracts/labs';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { labBookings, labMenu, labPinCodes, labs } from '../src/db/schema/labs.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import { type Account, account } from './pharmacy-fixtures.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Seeded items: a test without fasting, one needing fasting, a package. */
export const ITEMS = {
  hba1c: 'lt_dia004',
  fbs: 'lt_dia001',
  cbc: 'lt_bld001',
  thyroid: 'lt_thy001',
  fullBody: 'lt_pkg001',
} as const;

export const PIN = '560038';

/** A seeded test's or package's page (`GET /api/v1/labs/testList/:slug`), found by its code ('DIA004'). */
export async function labItemByCode(t: TestApp, code: string) {
  const row = await t.ctx.database.db.query.labItems.findFirst({ where: (i, { eq }) => eq(i.code, code) });
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/labs/testList/${row?.slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return LabItemAnswer.parse(res.json()).result;
}

export async function makeLab(
  t: TestApp,
  opts: { capacity?: number; prices?: Record<string, number>; owner?: Account | null } = {},
) {
  const tag = next();
  const id = `lab_t_${tag}`;
  const db = t.ctx.database.db;
  await db.insert(labs).values({
    id,
    slug: `test-lab-${tag}`,
    name: `Test Lab ${tag}`,
    nablNumber: `MC-T${tag}`,
    address: '1, Test Road, Indiranagar, Bengaluru',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: PIN,
    phone: '8040000000',
    collectionCapacityPerSlot: opts.capacity ?? 3,
    userId: opts.owner?.id ?? null,
  });
  await db.insert(labPinCodes).values({ labId: id, pinCode: PIN });
  const prices = opts.prices ?? {
    [ITEMS.hba1c]: 40_000,
    [ITEMS.fbs]: 10_000,
    [ITEMS.cbc]: 25_000,
    [ITEMS.thyroid]: 35_000,
    [ITEMS.fullBody]: 150_000,
  };
  await db
    .insert(labMenu)
    .values(Object.entries(prices).map(([itemId, pricePaise]) => ({ labId: id, itemId, pricePaise })));
  return id;
}

/** A lab account owning a fresh lab. */
export async function labDesk(t: TestApp, opts: { capacity?: number } = {}) {
  const user = await account(t, 'lab', 'Lab Staff');
  const labId = await makeLab(t, { ...opts, owner: user });
  return { ...user, labId };
}

/**
 * A second lab desk made the way the console makes one: a fresh lab, an account given the `lab` role, and the
 * admin linking it to the lab through PUT /api/v1/admin/labs/:id/staff.
 */
export async function labDeskByAdmin(t: TestApp, admin: Account, opts: { capacity?: number } = {}) {
  const user = await account(t, 'lab', 'Second Lab Staff');
  const labId = await makeLab(t, opts);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/labs/${labId}/staff`,
    headers: admin.headers,
    payload: { staff: user.id },
  });
  if (res.statusCode !== 200) throw new Error(`linking the lab desk failed: ${res.statusCode} ${res.body}`);
  return { ...user, labId };
}

export async function unlinkLab(t: TestApp, labId: string) {
  await t.ctx.database.db.update(labs).set({ userId: null }).where(eq(labs.id, labId));
}

export const tomorrow = () => addDays(todayIn(new Date()), 1);

export const ADDRESS = {
  name: 'Meera Iyer',
  phone: '9876501234',
  line1: '12, 3rd Main Road',
  line2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: PIN,
};

export function bookingBody(labId: string, overrides: Record<string, unknown> = {}) {
  return {
    itemIds: [ITEMS.hba1c],
    patient: { for: 'self', age: 34, sex: 'female' },
    address: ADDRESS,
    labId,
    date: tomorrow(),
    slot: '07:00',
    paymentMethod: 'pay_at_collection',
    ...overrides,
  };
}

export async function book(t: TestApp, who: Account, labId: string, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/labs/bookings',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: bookingBody(labId, overrides),
  });
}

export async function booked(
  t: TestApp,
  who: Account,
  labId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await book(t, who, labId, overrides);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().result as { id: string; orderNumber: string; status: string; totalPaise: number };
}

/**
 * Its collection day has come: the booking's slot moved two days back (bookings are made for tomorrow), as
 * the desk may mark a sample collected only from the day it is booked for (labs/lab-rules.ts
 * `beforeCollectionDay`). The slot's date shown on the desk stays.
 */
export async function collectionDue(t: TestApp, bookingId: string) {
  await t.ctx.database.db
    .update(labBookings)
    .set({ slotStartsAt: sql`${labBookings.slotStartsAt} - interval '2 days'` })
    .where(eq(labBookings.id, bookingId));
}
