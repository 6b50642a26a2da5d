// The outbox's runner loop (modules/notifications/outbox-runner.ts) on the test database: idle, it polls
// less and less often, up to its idle delay; a message due now written in a transaction of this process
// wakes it from that wait and goes out. The waits run on the test's own clock (the runner's `wait`), so the
// test counts polls and orders events, never timing them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import { dispatchDue } from '../src/modules/notifications/dispatch-notifications.ts';
import type { NotifyEvent } from '../src/modules/notifications/notify.ts';
import {
  createOutboxWake,
  type OutboxRunner,
  startOutboxRunner,
  type Wait,
} from '../src/modules/notifications/outbox-runner.ts';
import { createNotifyApp, type NotifyApp, sentTo } from './notification-fixtures.ts';
import { registerVerifiedUser, uniquePhone } from './test-app.ts';

let t: NotifyApp;
const runners: OutboxRunner[] = [];

beforeAll(async () => {
  t = await createNotifyApp();
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

afterAll(async () => {
  await t.app.close();
});

const MIN = 100;
const IDLE = 5000;

/**
 * The runner's waits on a clock of the test's: each resolves at once and moves the clock on, until a wait of
 * the idle delay once the clock has passed `parkAfterMs`; that one is held (as a wait of seconds would be)
 * until the runner is woken or stopped. `events` records the order of what happens.
 */
function testClock(parkAfterMs: number) {
  let elapsed = 0;
  const waits: number[] = [];
  const events: string[] = [];
  let parked = false;
  const park = Promise.withResolvers<void>();
  const wait: Wait = (ms, signal) => {
    waits.push(ms);
    if (parked) return new Promise((r) => setTimeout(r, Math.min(ms, 50)));
    if (elapsed < parkAfterMs || ms < IDLE) {
      elapsed += ms;
      return Promise.resolve();
    }
    parked = true;
    events.push('parked');
    park.resolve();
    return new Promise<void>((resolve) =>
      signal.addEventListener('abort', () => {
        events.push('woken');
        resolve();
      }),
    );
  };
  return { wait, waits, events, parked: park.promise, elapsed: () => elapsed };
}

describe("the outbox's runner", () => {
  it('backs off while nothing is due: at most 20 polls in a minute of its clock, the waits doubling to the idle delay', async () => {
    const clock = testClock(60_000);
    let polls = 0;
    runners.push(
      startOutboxRunner({
        dispatch: async () => {
          polls += 1;
          return 0;
        },
        backlogAt: 100,
        chains: 1,
        minDelayMs: MIN,
        idleDelayMs: IDLE,
        wake: createOutboxWake(),
        wait: clock.wait,
        log: () => {},
      }),
    );
    await clock.parked;
    // 100 ms doubling to 5 s, then every 5 s: 18 polls in the first minute (it was 60 at one a second).
    expect(clock.waits.slice(0, 7)).toEqual([100, 200, 400, 800, 1600, 3200, 5000]);
    expect(new Set(clock.waits.slice(6))).toEqual(new Set([IDLE]));
    expect(clock.elapsed()).toBeGreaterThanOrEqual(60_000);
    expect(polls).toBeLessThanOrEqual(20);
    expect(polls).toBe(clock.waits.length);
  });

  it('polls at once while a full batch leaves a backlog, and the other chains join in', async () => {
    const clock = testClock(0);
    const backlog = [100, 100, 100, 40];
    let running = 0;
    let most = 0;
    let polls = 0;
    runners.push(
      startOutboxRunner({
        dispatch: async () => {
          polls += 1;
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 20));
          running -= 1;
          return backlog.shift() ?? 0;
        },
        backlogAt: 100,
        chains: 3,
        minDelayMs: MIN,
        idleDelayMs: IDLE,
        wake: createOutboxWake(),
        wait: clock.wait,
        log: () => {},
      }),
    );
    await clock.parked;
    expect(backlog).toEqual([]);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(3);
    // No wait while full batches were found: the first wait comes after the first pass that worked less.
    expect(clock.waits[0]).toBe(MIN);
    expect(polls).toBeGreaterThanOrEqual(5);
  });

  it('under a stream of messages gathers them for minDelayMs, a wake-up not cutting that wait short', async () => {
    // Each request writes a message due now and wakes the runner: it must not make a pass per request (each
    // pass costs statements of its own), but one every minDelayMs, taking what was written meanwhile.
    const wake = createOutboxWake();
    const log: string[] = [];
    const found = [3, 2, 5, 0];
    const wait: Wait = (ms, signal) => {
      if (found.length === 0) return new Promise((r) => signal.addEventListener('abort', () => r()));
      log.push(`wait ${ms}`);
      wake.dueNow(); // a request writes a message while the runner waits
      log.push(signal.aborted ? 'cut short' : 'waited');
      return Promise.resolve();
    };
    runners.push(
      startOutboxRunner({
        dispatch: async () => {
          const n = found.shift() ?? 0;
          log.push(`pass ${n}`);
          return n;
        },
        backlogAt: 100,
        chains: 3,
        minDelayMs: MIN,
        idleDelayMs: IDLE,
        wake,
        wait,
        log: () => {},
      }),
    );
    await vi.waitFor(() => expect(found).toEqual([]));
    expect(log).toEqual([
      'pass 3',
      `wait ${MIN}`,
      'waited',
      'pass 2',
      `wait ${MIN}`,
      'waited',
      'pass 5',
      `wait ${MIN}`,
      'waited',
      'pass 0',
    ]);
  });

  it('a message due now, written in a transaction, wakes the idle runner from its wait and goes out', async () => {
    const phone = uniquePhone();
    const user = await registerVerifiedUser(t.app, { phone });
    // A clock of its own, long past: the runner claims only this test's message (tests share the database),
    // at 10:00 IST (no quiet hours).
    const at = new Date('1999-02-03T10:00:00+05:30');
    const clock = testClock(30_000);
    let polls = 0;
    const wakes: string[] = [];
    const unlisten = t.ctx.notifications.wake.listen(() => wakes.push('wake'));
    runners.push(
      startOutboxRunner({
        dispatch: async () => {
          polls += 1;
          return dispatchDue(t.deps.dispatch, () => at);
        },
        backlogAt: 100,
        chains: 1,
        minDelayMs: MIN,
        idleDelayMs: IDLE,
        wake: t.ctx.notifications.wake,
        wait: clock.wait,
        log: () => {},
      }),
    );
    await clock.parked;
    const idlePolls = polls;
    expect(idlePolls).toBeLessThanOrEqual(14);

    // A message due later wakes nobody.
    const later: NotifyEvent = {
      kind: 'order_shipped',
      eventKey: `test:${randomUUID()}:later`,
      recipientUserId: user.user.id,
      data: { ref: 'ORD-2026-000777' },
      // Later than any test's clock, and only in the inbox: other files' runs (on clocks days ahead) leave it.
      dueAt: new Date('2100-01-01T10:00:00+05:30'),
      channels: ['in_app'],
    };
    await t.ctx.database.db.transaction((tx) => t.ctx.notifications.notify(tx, later));
    expect(wakes).toEqual([]);
    expect(clock.events).toEqual(['parked']);

    const now: NotifyEvent = {
      kind: 'order_shipped',
      eventKey: `test:${randomUUID()}:shipped`,
      recipientUserId: user.user.id,
      data: { ref: 'ORD-2026-000778' },
      dueAt: at,
      channels: ['sms'],
    };
    await t.ctx.database.db.transaction((tx) => t.ctx.notifications.notify(tx, now));
    await vi.waitFor(() => expect(sentTo(t.adapters.sms, `+91${phone}`)).toHaveLength(1), {
      timeout: 30_000,
      interval: 50,
    });
    unlisten();
    // Woken out of the idle wait (not by its end), then a poll or two sent it.
    expect(wakes).toEqual(['wake']);
    expect(clock.events).toEqual(['parked', 'woken']);
    expect(polls - idlePolls).toBeGreaterThanOrEqual(1);
    // Recorded once the provider has answered.
    await vi.waitFor(
      async () => {
        const rows = await t.ctx.database.db
          .select({ channel: notifications.channel, status: notifications.status })
          .from(notifications)
          .where(eq(notifications.eventKey, now.eventKey));
        expect(rows).toEqual([{ channel: 'sms', status: 'sent' }]);
      },
      { timeout: 30_000, interval: 50 },
    );
  });
});
