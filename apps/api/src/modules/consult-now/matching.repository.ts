// The match in the database (docs/product-rules.md#consult-now). Every step that gives a request to a doctor
// or takes it back is one transaction on row locks, so any number of API instances may run it at once:
// - a round of one specialty first locks the specialty's instant_fees row (FOR UPDATE), so the specialty's
//   rounds run one after another, in any instance: waiting requests are served strictly in the order they
//   were paid and no doctor freed meanwhile is missed by a round that looked before;
// - it locks the waiting requests it takes (FOR UPDATE SKIP LOCKED: one a patient is cancelling, or a sweep
//   is refunding, is left to them) and the free doctors it offers them to (FOR UPDATE, re-checked as locked);
// - the partial unique indexes (consult_requests_one_offer_per_doctor, consult_offers_one_open_per_request,
//   consult_offers_one_open_per_doctor) hold the rule whatever the code does: one request rings one doctor,
//   one doctor is rung by one request.
// Locks are taken in one order everywhere (specialty, requests, doctors' presence), so steps never deadlock.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { freeSinceSql, freeSql, type PresenceClock } from './presence-sql.ts';

const iso = (d: Date) => d.toISOString();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const list = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** How many of a specialty's requests and doctors one round takes at most. */
export const ROUND_SIZE = 50;
/** Offers a doctor lets run out one after another before the switch goes off (they are not at the desk). */
export const MISSED_OFFERS_LIMIT = 2;

export type NewOffer = {
  requestId: string;
  doctorId: string;
  patientId: string;
  offeredAt: Date;
  expiresAt: Date;
};
export type EndedOffer = { requestId: string; doctorId: string; patientId: string };

export function createMatchingRepository(db: Db) {
  // Statements this repository ran (the bench's database cost of matching, match-requests.ts counts them).
  let statements = 0;
  const execute = (query: SQL) => {
    statements += 1;
    return db.execute(query);
  };
  return {
    get statements() {
      return statements;
    },

    /** Specialties where a round can offer something now: a request waiting and a doctor free. One read,
     * so the many asks for a round (every payment, every call's end) cost one statement when every doctor
     * is busy. */
    async specialtiesToMatch(clock: PresenceClock): Promise<string[]> {
      return rowsOf<{ specialty_id: string }>(
        await execute(sql`SELECT specialty_id FROM doctor_presence p WHERE p.available AND ${freeSql(clock)}
          INTERSECT SELECT specialty_id FROM consult_requests WHERE status = 'waiting'`),
      ).map((r) => r.specialty_id);
    },

    /**
     * One round of a specialty: its oldest waiting requests, each to the free doctor who has been free
     * longest among those it was offered least often (never one who passed it). Runs on `db`, which must be
     * a transaction; answers the offers made.
     */
    async offerRound(specialtyId: string, clock: PresenceClock, offerMs: number): Promise<NewOffer[]> {
      const { now } = clock;
      const fee = rowsOf<{ specialty_id: string }>(
        await execute(
          sql`SELECT specialty_id FROM instant_fees WHERE specialty_id = ${specialtyId} FOR UPDATE`,
        ),
      );
      if (fee.length === 0) return [];
      const requests = rowsOf<{ id: string; patient_id: string }>(
        // A request whose account is on a call now (another family member's consultation) waits until it
        // ends (one live call per account, calls_one_live_per_patient), keeping its place.
        await execute(sql`SELECT r.id, r.patient_id FROM consult_requests r
          WHERE r.specialty_id = ${specialtyId} AND r.status = 'waiting'
            AND NOT EXISTS (SELECT 1 FROM calls c WHERE c.patient_id = r.patient_id AND c.status IN ('ringing', 'active'))
          ORDER BY r.queued_at, r.id LIMIT ${ROUND_SIZE} FOR UPDATE OF r SKIP LOCKED`),
      );
      if (requests.length === 0) return [];
      const free = rowsOf<{ doctor_id: string }>(
        await execute(sql`SELECT p.doctor_id FROM doctor_presence p
          WHERE p.specialty_id = ${specialtyId} AND p.available AND ${freeSql(clock)}
          ORDER BY ${freeSinceSql}, p.doctor_id LIMIT ${ROUND_SIZE} FOR UPDATE OF p`),
      ).map((r) => r.doctor_id);
      if (free.length === 0) return [];
      const history = rowsOf<{ request_id: string; doctor_id: string; times: number; passed: boolean }>(
        await execute(sql`SELECT request_id, doctor_id, count(*)::int AS times,
            bool_or(outcome = 'passed') AS passed
          FROM consult_offers WHERE request_id IN (${list(requests.map((r) => r.id))})
          GROUP BY request_id, doctor_id`),
      );
      const offered = new Map(history.map((h) => [`${h.request_id}:${h.doctor_id}`, h]));
      const remaining = [...free];
      const offers: NewOffer[] = [];
      for (const request of requests) {
        if (remaining.length === 0) break;
        let best = -1;
        let bestTimes = Number.POSITIVE_INFINITY;
        remaining.forEach((doctorId, i) => {
          const h = offered.get(`${request.id}:${doctorId}`);
          if (h?.passed) return;
          const times = h?.times ?? 0;
          if (times < bestTimes) {
            best = i;
            bestTimes = times;
          }
        });
        if (best < 0) continue;
        const [doctorId] = remaining.splice(best, 1);
        if (!doctorId) continue;
        offers.push({
          requestId: request.id,
          doctorId,
          patientId: request.patient_id,
          offeredAt: now,
          expiresAt: new Date(now.getTime() + offerMs),
        });
      }
      for (const o of offers) {
        await execute(sql`UPDATE consult_requests SET status = 'offered', offered_doctor_id = ${o.doctorId},
            offer_expires_at = ${iso(o.expiresAt)}::timestamptz, updated_at = ${iso(now)}::timestamptz
          WHERE id = ${o.requestId} AND status = 'waiting'`);
        await execute(sql`INSERT INTO consult_offers (id, request_id, doctor_id, offered_at, expires_at)
          VALUES (${randomUUID()}, ${o.requestId}, ${o.doctorId}, ${iso(now)}::timestamptz,
            ${iso(o.expiresAt)}::timestamptz)`);
      }
      return offers;
    },

    /**
     * Takes offers back: those past their time (`expired`: the doctor's missed offers counted, the switch off
     * after MISSED_OFFERS_LIMIT), one the doctor passed (`passed`), or those of doctors going offline
     * (`withdrawn`). The requests wait again in their place; the doctors go to the back of the free ones.
     * On `db`, a transaction.
     */
    async endOffers(
      which:
        | { kind: 'expired' }
        | { kind: 'passed'; requestId: string; doctorId: string }
        | { kind: 'withdrawn'; doctorIds: string[] },
      now: Date,
    ): Promise<EndedOffer[]> {
      const where =
        which.kind === 'expired'
          ? sql`status = 'offered' AND offer_expires_at <= ${iso(now)}::timestamptz`
          : which.kind === 'passed'
            ? sql`status = 'offered' AND id = ${which.requestId} AND offered_doctor_id = ${which.doctorId}`
            : which.doctorIds.length === 0
              ? sql`false`
              : sql`status = 'offered' AND offered_doctor_id IN (${list(which.doctorIds)})`;
      const ended = rowsOf<{ id: string; doctor_id: string; patient_id: string }>(
        await execute(sql`WITH taken AS (
            SELECT id, offered_doctor_id, patient_id FROM consult_requests WHERE ${where}
            ORDER BY id FOR UPDATE SKIP LOCKED)
          UPDATE consult_requests r SET status = 'waiting', offered_doctor_id = NULL, offer_expires_at = NULL,
            updated_at = ${iso(now)}::timestamptz
          FROM taken WHERE r.id = taken.id
          RETURNING r.id, taken.offered_doctor_id AS doctor_id, taken.patient_id`),
      ).map((r) => ({ requestId: r.id, doctorId: r.doctor_id, patientId: r.patient_id }));
      if (ended.length === 0) return [];
      await execute(sql`UPDATE consult_offers SET ended_at = ${iso(now)}::timestamptz, outcome = ${which.kind}
        WHERE ended_at IS NULL AND request_id IN (${list(ended.map((e) => e.requestId))})`);
      const doctorIds = [...new Set(ended.map((e) => e.doctorId))].sort();
      if (which.kind === 'expired') {
        await execute(sql`UPDATE doctor_presence SET free_since = ${iso(now)}::timestamptz,
            missed_offers = missed_offers + 1,
            available = available AND missed_offers + 1 < ${MISSED_OFFERS_LIMIT},
            offline_reason = CASE WHEN available AND missed_offers + 1 >= ${MISSED_OFFERS_LIMIT} THEN 'missed' ELSE offline_reason END,
            offline_at = CASE WHEN available AND missed_offers + 1 >= ${MISSED_OFFERS_LIMIT} THEN ${iso(now)}::timestamptz ELSE offline_at END,
            updated_at = ${iso(now)}::timestamptz
          WHERE doctor_id IN (${list(doctorIds)})`);
      } else {
        await execute(sql`UPDATE doctor_presence SET free_since = ${iso(now)}::timestamptz,
            updated_at = ${iso(now)}::timestamptz WHERE doctor_id IN (${list(doctorIds)})`);
      }
      return ended;
    },

    /**
     * The doctor's acceptance, if the request is still theirs to accept (offered to them, in time): it
     * becomes accepted, its offer ends, the doctor's missed offers are forgiven. On `db`, a transaction.
     */
    async accept(requestId: string, doctorId: string, now: Date) {
      const rows = rowsOf<{ id: string }>(
        await execute(sql`UPDATE consult_requests SET status = 'accepted', accepted_doctor_id = ${doctorId},
            accepted_at = ${iso(now)}::timestamptz, offered_doctor_id = NULL, offer_expires_at = NULL,
            updated_at = ${iso(now)}::timestamptz
          WHERE id = ${requestId} AND status = 'offered' AND offered_doctor_id = ${doctorId}
            AND offer_expires_at > ${iso(now)}::timestamptz
          RETURNING id`),
      );
      if (rows.length === 0) return false;
      await execute(sql`UPDATE consult_offers SET ended_at = ${iso(now)}::timestamptz, outcome = 'accepted'
        WHERE request_id = ${requestId} AND ended_at IS NULL`);
      await execute(sql`UPDATE doctor_presence SET missed_offers = 0, updated_at = ${iso(now)}::timestamptz
        WHERE doctor_id = ${doctorId}`);
      return true;
    },

    /** Records the consultation an accepted request became, and its call. */
    async linkConsultation(requestId: string, appointmentId: string, callId: string) {
      await execute(sql`UPDATE consult_requests SET appointment_id = ${appointmentId}, call_id = ${callId}
        WHERE id = ${requestId}`);
    },
  };
}

export type MatchingRepository = ReturnType<typeof createMatchingRepository>;
