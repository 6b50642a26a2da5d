// The matcher (docs/product-rules.md#consult-now): rounds of each specialty with requests waiting
// (matching.repository.ts holds the locks and the order), then each new offer rings its doctor's desk for
// CONSULT_OFFER_SECONDS, after which a timer of this process takes it back and the match moves on. Any
// instance may run a round at any time: payments, calls ending, switches turned on, offers ending and the
// sweep job each ask for one (`kick`), and rounds of one specialty run one at a time in the database.
import { outsideRequest } from '../../db/cancellation.ts';
import { PG_DEADLOCK_DETECTED, pgErrorOf } from '../../lib/db-errors.ts';
import { tellOffer, tellOfferEnded, tellPatient } from './consult-events.ts';
import { mapOffer } from './consult-mapper.ts';
import type { ConsultNowDeps, Matcher, MatchFigures } from './consult-now-deps.ts';
import {
  createMatchingRepository,
  type EndedOffer,
  type NewOffer,
  ROUND_SIZE,
} from './matching.repository.ts';

const clockOf = (deps: ConsultNowDeps, now: Date) => ({
  now,
  presenceTimeoutMs: deps.settings.presenceTimeoutMs,
});

/** A transaction tried again when PostgreSQL chose it as a deadlock's victim (it cannot happen by our lock
 * order; a concurrent statement of another kind might still meet one). */
async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= 3 || pgErrorOf(err)?.code !== PG_DEADLOCK_DETECTED) throw err;
    }
  }
}

/** Adds a matching transaction to this process's figures. */
function count(deps: ConsultNowDeps, add: Partial<Omit<MatchFigures, 'seconds'>>, started: number) {
  const f = deps.figures;
  f.rounds += add.rounds ?? 0;
  f.offers += add.offers ?? 0;
  f.ended += add.ended ?? 0;
  f.statements += add.statements ?? 0;
  f.seconds += (performance.now() - started) / 1000;
}

/** Offers every waiting request a free doctor can take now; answers the offers made. */
export async function matchRequests(deps: ConsultNowDeps, now: Date): Promise<NewOffer[]> {
  const made: NewOffer[] = [];
  const started = performance.now();
  const ask = createMatchingRepository(deps.db);
  const specialties = await ask.specialtiesToMatch(clockOf(deps, now));
  count(deps, { statements: ask.statements }, started);
  for (const specialtyId of specialties) {
    for (;;) {
      const started = performance.now();
      const { round, statements } = await retrying(() =>
        deps.db.transaction(async (tx) => {
          const repo = createMatchingRepository(tx);
          const offers = await repo.offerRound(specialtyId, clockOf(deps, now), deps.settings.offerMs);
          return { round: offers, statements: repo.statements };
        }),
      );
      count(deps, { rounds: 1, offers: round.length, statements }, started);
      made.push(...round);
      // Fewer than a round's worth: no doctor or no request was left over.
      if (round.length < ROUND_SIZE) break;
    }
  }
  if (made.length > 0) await announceOffers(deps, made);
  return made;
}

/** Rings each new offer's desk with the patient's age, sex and problem (audited: a doctor reads a
 * patient's health data), tells the patient, and times the offer out. */
async function announceOffers(deps: ConsultNowDeps, offers: NewOffer[]) {
  const requests = await Promise.all(offers.map((o) => deps.requests.findById(o.requestId)));
  const photos = await deps.requests.photoIdsOf(offers.map((o) => o.requestId));
  const users = new Map(
    (await deps.presence.userIdsOf(offers.map((o) => o.doctorId))).map((u) => [u.doctorId, u.userId]),
  );
  await deps.audit.record(
    offers.flatMap((o) => {
      const userId = users.get(o.doctorId);
      return userId
        ? [
            {
              actor: { id: userId, roles: ['doctor'] },
              action: 'consult_request.offered',
              subjectUserId: o.patientId,
              resourceType: 'consult_request',
              resourceId: o.requestId,
            },
          ]
        : [];
    }),
  );
  await Promise.all(
    offers.map(async (o, i) => {
      const r = requests[i];
      // Accepted, passed or withdrawn already (a fast desk, a cancelling patient): nothing rings.
      if (r?.status !== 'offered' || r.offeredDoctorId !== o.doctorId) return;
      await tellOffer(
        deps,
        users.get(o.doctorId) ?? null,
        mapOffer(r, photos.get(r.id) ?? [], deps.settings.offerMs),
      );
      await tellPatient(deps, o.patientId, o.requestId, 'offered');
    }),
  );
  const last = Math.max(...offers.map((o) => o.expiresAt.getTime()));
  scheduleOfferExpiry(deps, new Date(last));
}

/** Takes back offers past their time, tells their desks and patients, and matches again. */
export async function expireOffers(deps: ConsultNowDeps, now: Date): Promise<EndedOffer[]> {
  const started = performance.now();
  const { ended, statements } = await retrying(() =>
    deps.db.transaction(async (tx) => {
      const repo = createMatchingRepository(tx);
      return { ended: await repo.endOffers({ kind: 'expired' }, now), statements: repo.statements };
    }),
  );
  count(deps, { ended: ended.length, statements }, started);
  await announceEnded(deps, ended, 'expired');
  return ended;
}

export async function announceEnded(
  deps: ConsultNowDeps,
  ended: EndedOffer[],
  outcome: 'passed' | 'expired' | 'withdrawn',
) {
  if (ended.length === 0) return;
  const users = new Map(
    (await deps.presence.userIdsOf(ended.map((e) => e.doctorId))).map((u) => [u.doctorId, u.userId]),
  );
  await Promise.all(
    ended.map(async (e) => {
      await tellOfferEnded(deps, users.get(e.doctorId) ?? null, e.requestId, outcome);
      await tellPatient(deps, e.patientId, e.requestId, 'waiting');
    }),
  );
  deps.matcher.kick();
}

/** Runs the expiry just after an offer's time is over, outside the request that made it. */
function scheduleOfferExpiry(deps: ConsultNowDeps, at: Date) {
  const timer = outsideRequest(() =>
    setTimeout(
      () => {
        deps.timers.delete(timer);
        expireOffers(deps, deps.clock()).catch((err) => deps.log(`offer expiry failed: ${String(err)}`));
      },
      Math.max(0, at.getTime() - deps.clock().getTime()) + 25,
    ),
  );
  timer.unref();
  deps.timers.add(timer);
}

export function clearOfferTimers(deps: ConsultNowDeps) {
  for (const t of deps.timers) clearTimeout(t);
  deps.timers.clear();
}

/** This process's matcher: one run at a time; asks made meanwhile give one more run after it. */
export function createMatcher(deps: () => ConsultNowDeps): Matcher {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await matchRequests(deps(), deps().clock());
      } catch (err) {
        deps().log(`match failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    } while (again && !closed);
    running = null;
  };
  return {
    kick() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = outsideRequest(() => new Promise<void>((resolve) => setImmediate(resolve)).then(loop));
    },
    async idle() {
      while (running) await running;
    },
    close() {
      closed = true;
    },
  };
}
