// An Idempotency-Key whose first request died with its process (lib/idempotency.ts): a claim not renewed
// for IDEMPOTENCY_ABANDONED_MS is taken over by a repeat of the same request, by one taker only, and the
// work runs once; a claim still renewed stays "still being processed". Runs on PGlite and PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema/system.ts';
import { fingerprint } from '../src/lib/idempotency.ts';
import { type Account, account, addAddress, makeProduct } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.app.close();
});

async function setUp() {
  const me = await account(t);
  const addressId = await addAddress(t, me);
  const productId = await makeProduct(t, { stock: 20 });
  const body = { paymentMethod: 'cod', addressId, lines: [{ productId, quantity: 1 }] };
  return { me, body };
}

/** What a request killed while running leaves: its claim, never answered, last renewed `ago` earlier. */
async function crashedClaim(me: Account, key: string, body: unknown, ago: string) {
  await t.ctx.database.db.insert(idempotencyKeys).values({
    userId: me.id,
    scope: 'orders.create',
    key,
    requestHash: fingerprint(body),
    claimToken: 'the-dead-process',
    claimedAt: sql`now() - ${ago}::interval`,
    createdAt: sql`now() - ${ago}::interval`,
  });
}

const place = (me: Account, key: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...me.headers, 'idempotency-key': key },
    payload: body,
  });

async function ordersOf(me: Account): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: me.headers });
  return res.json().result.length;
}

describe('an Idempotency-Key left claimed by a crash', () => {
  it('is taken over by the repeat once abandoned, and the work runs once', async () => {
    const { me, body } = await setUp();
    await crashedClaim(me, 'crashed-key-0001', body, '10 minutes');
    const res = await place(me, 'crashed-key-0001', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(await ordersOf(me)).toBe(1);
    const replay = await place(me, 'crashed-key-0001', body);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().result.id).toBe(res.json().result.id);
    expect(await ordersOf(me)).toBe(1);
  });

  it('repeats racing for an abandoned claim: one takes it, the work runs once', async () => {
    const { me, body } = await setUp();
    await crashedClaim(me, 'crashed-key-0002', body, '10 minutes');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => place(me, 'crashed-key-0002', body)));
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.every((c) => c === 201 || c === 409),
      codes.join(),
    ).toBe(true);
    const fresh = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    expect(await ordersOf(me)).toBe(1);
  });

  it('a claim still being renewed is still being processed (409), and another request is refused', async () => {
    const { me, body } = await setUp();
    await crashedClaim(me, 'running-key-0003', body, '1 second');
    const res = await place(me, 'running-key-0003', body);
    expect(res.statusCode).toBe(409);
    expect(await ordersOf(me)).toBe(0);
    // An abandoned claim is not taken over by a different request.
    await crashedClaim(me, 'crashed-key-0004', body, '10 minutes');
    const other = await place(me, 'crashed-key-0004', {
      ...body,
      lines: [{ ...body.lines[0], quantity: 2 }],
    });
    expect(other.statusCode).toBe(422);
    const [row] = await t.ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, me.id), eq(idempotencyKeys.key, 'crashed-key-0004')));
    expect(row?.claimToken).toBe('the-dead-process');
  });
});
