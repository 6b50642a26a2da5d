// An Idempotency-Key whose first request died with its process (lib/idempotency.ts): a claim not renewed
// for IDEMPOTENCY_ABANDONED_MS is taken over by a repeat of the same request, by one taker only, and the
// work runs once; a claim still renewed stays "still being processed", and a request running longer than
// IDEMPOTENCY_ABANDONED_MS keeps its claim by renewing it (its heartbeat driven by fake timers, the claim's
// age set in the database: no waiting). Runs on PGlite and PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../src/db/schema/system.ts';
import { AppError } from '../src/lib/app-error.ts';
import {
  fingerprint,
  IDEMPOTENCY_ABANDONED_MS,
  IDEMPOTENCY_HEARTBEAT_MS,
  withIdempotency,
} from '../src/lib/idempotency.ts';
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

describe('a request running longer than a claim may go unrenewed', () => {
  const keyOf = (me: Account, key: string) =>
    and(eq(idempotencyKeys.userId, me.id), eq(idempotencyKeys.key, key));
  /** Whether the key's claim counts as abandoned, by the database's clock (as the claiming statement does). */
  async function abandoned(me: Account, key: string): Promise<boolean> {
    const [row] = await t.ctx.database.db
      .select({
        old: sql<boolean>`${idempotencyKeys.claimedAt} < now() - make_interval(secs => ${IDEMPOTENCY_ABANDONED_MS / 1000})`,
      })
      .from(idempotencyKeys)
      .where(keyOf(me, key));
    return row?.old === true;
  }

  it('keeps its claim by renewing it: a repeat meanwhile is told 409, not taken over, and the work runs once', async () => {
    const me = await account(t);
    const key = 'long-running-0005';
    const opts = { userId: me.id, scope: 'test.renewal', key, request: { what: 'a slow create' } };
    const runs: string[] = [];
    const slowWork = (by: string) => async () => {
      runs.push(by);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { status: 201, body: { by } };
    };
    let finish = () => {};
    // Only the heartbeat's interval is faked: the database keeps its own timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const first = withIdempotency(t.ctx.database.db, opts, slowWork('first'));
      await vi.waitFor(() => expect(runs).toEqual(['first']));
      // The work has run longer than IDEMPOTENCY_ABANDONED_MS: its claim was last renewed that long ago,
      // as if heartbeats were missed, and a repeat now would take it over ...
      await t.ctx.database.db
        .update(idempotencyKeys)
        .set({ claimedAt: sql`now() - interval '10 minutes'` })
        .where(keyOf(me, key));
      expect(await abandoned(me, key)).toBe(true);
      // ... but the request is alive: its next heartbeat renews the claim.
      vi.advanceTimersByTime(IDEMPOTENCY_HEARTBEAT_MS);
      await vi.waitFor(async () => expect(await abandoned(me, key)).toBe(false));

      const repeat = await withIdempotency(t.ctx.database.db, opts, slowWork('repeat')).catch((e) => e);
      expect(repeat).toBeInstanceOf(AppError);
      expect((repeat as AppError).statusCode).toBe(409);
      expect(runs).toEqual(['first']);

      finish();
      expect(await first).toMatchObject({ status: 201, body: { by: 'first' }, replayed: false });
      const replay = await withIdempotency(t.ctx.database.db, opts, slowWork('replay'));
      expect(replay).toMatchObject({ status: 201, body: { by: 'first' }, replayed: true });
      expect(runs).toEqual(['first']);
      // The heartbeat stopped with the request: nothing renews an answered key.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
