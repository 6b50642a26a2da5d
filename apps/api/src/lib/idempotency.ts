// Idempotency-Key support for any create operation (bookings now, pharmacy orders later;
// docs/product-rules.md#api-contract): the first successful response to a key is stored per user and scope
// and replayed for a repeat; nothing is created twice. A failed first attempt releases the key so the client
// may retry. The request running a key holds a claim (its own token) and renews it every
// IDEMPOTENCY_HEARTBEAT_MS while it runs, so a repeat meanwhile is told it is still being processed (409);
// a claim not renewed for IDEMPOTENCY_ABANDONED_MS belongs to a process that died (kill -9, a crash) and the
// next repeat of the same request takes it over, in one conditional statement, so one taker runs it. The
// first request, were it somehow still alive, stores nothing over the taker's claim.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/system.ts';
import { AppError } from './app-error.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A running request renews its claim this often. */
export const IDEMPOTENCY_HEARTBEAT_MS = 10_000;
/** A claim not renewed for this long is abandoned (several heartbeats missed: its process is gone). */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export type StoredResponse<T> = { status: number; body: T };
export type IdempotentResult<T> = StoredResponse<T> & { replayed: boolean };

/** The request's Idempotency-Key, or undefined; a malformed key is a 400 naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw AppError.invalid('Idempotency-Key must be 8 to 255 visible characters', [
      { field: 'Idempotency-Key', message: 'Use 8 to 255 visible ASCII characters, e.g. a UUID' },
    ]);
  }
  return key;
}

/** The request's fingerprint: a repeat must be the same request. */
export function fingerprint(value: unknown): string {
  const stable = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, stable(x)]),
        )
      : v;
  return createHash('sha256')
    .update(JSON.stringify(stable(value) ?? null))
    .digest('hex');
}

export async function withIdempotency<T>(
  db: Db,
  opts: { userId: string; scope: string; key: string | undefined; request: unknown },
  run: () => Promise<StoredResponse<T>>,
): Promise<IdempotentResult<T>> {
  if (!opts.key) return { ...(await run()), replayed: false };
  const { userId, scope, key } = opts;
  const requestHash = fingerprint(opts.request);
  const expired = new Date(Date.now() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
  const match = and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
  );
  const token = randomUUID();
  const abandoned = sql`now() - make_interval(secs => ${IDEMPOTENCY_ABANDONED_MS / 1000})`;
  // Claim the key in one statement: a new key, an expired record, or the abandoned claim of the same
  // request (its process died before answering) is taken; the row lock makes a second taker find it fresh.
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, scope, key, requestHash, claimToken: token, claimedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        requestHash,
        status: null,
        response: null,
        createdAt: new Date(),
        claimToken: token,
        claimedAt: sql`now()`,
      },
      setWhere: or(
        lt(idempotencyKeys.createdAt, expired),
        and(
          sql`${idempotencyKeys.status} IS NULL`,
          eq(idempotencyKeys.requestHash, requestHash),
          sql`coalesce(${idempotencyKeys.claimedAt}, ${idempotencyKeys.createdAt}) < ${abandoned}`,
        ),
      ),
    })
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(match).limit(1);
    if (!existing) throw AppError.conflict('This request could not be repeated. Please try again.');
    if (existing.requestHash !== requestHash) {
      throw AppError.rule('This Idempotency-Key was already used for a different request.');
    }
    if (existing.status === null) {
      throw AppError.conflict(
        'A request with this Idempotency-Key is still being processed. Please retry shortly.',
      );
    }
    return { status: existing.status, body: existing.response as T, replayed: true };
  }

  const mine = and(match, eq(idempotencyKeys.claimToken, token));
  const heartbeat = setInterval(() => {
    db.update(idempotencyKeys)
      .set({ claimedAt: sql`now()` })
      .where(and(mine, sql`${idempotencyKeys.status} IS NULL`))
      .catch(() => {});
  }, IDEMPOTENCY_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const result = await run();
    clearInterval(heartbeat);
    await db
      .update(idempotencyKeys)
      .set({ status: result.status, response: result.body, claimToken: null })
      .where(mine);
    return { ...result, replayed: false };
  } catch (err) {
    clearInterval(heartbeat);
    await db.delete(idempotencyKeys).where(mine);
    throw err;
  }
}
