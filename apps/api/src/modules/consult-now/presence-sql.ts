// What 'online' and 'free' mean for a doctor, as SQL over doctor_presence (alias p), shared by the matching,
// the public 'Online now' reads and the sweep, so the three never disagree (docs/product-rules.md#consult-now).
// Online: the switch on, the desk heard from within the presence timeout, inside today's hours (IST) and not
// on leave. Free: online, on no live call and offered no request.
import { sql } from 'drizzle-orm';
import { zonedParts } from '../../lib/zoned-time.ts';

const iso = (d: Date) => d.toISOString();

export type PresenceClock = { now: Date; presenceTimeoutMs: number };

/** Today's weekday, minute and date in Asia/Kolkata, as the schedule and leave tables hold them. */
function indiaClock(now: Date) {
  return zonedParts(now);
}

/** Inside one of today's working periods (IST) and not on leave today. */
export function onDutySql(now: Date) {
  const { date, minutes, weekday } = indiaClock(now);
  return sql`EXISTS (SELECT 1 FROM doctor_schedules s WHERE s.doctor_id = p.doctor_id
      AND s.weekday = ${weekday} AND s.start_minute <= ${minutes} AND s.end_minute > ${minutes})
    AND NOT EXISTS (SELECT 1 FROM doctor_leaves l WHERE l.doctor_id = p.doctor_id
      AND l.start_date <= ${date}::date AND l.end_date >= ${date}::date)`;
}

export function onlineSql({ now, presenceTimeoutMs }: PresenceClock) {
  const stale = new Date(now.getTime() - presenceTimeoutMs);
  return sql`(p.available AND p.last_seen_at > ${iso(stale)}::timestamptz AND ${onDutySql(now)})`;
}

/** Online and doing nothing: no live call (calls_one_live_per_doctor) and no open offer. */
export function freeSql(clock: PresenceClock) {
  return sql`(${onlineSql(clock)}
    AND NOT EXISTS (SELECT 1 FROM calls c WHERE c.doctor_id = p.doctor_id AND c.status IN ('ringing', 'active'))
    AND NOT EXISTS (SELECT 1 FROM consult_requests o WHERE o.offered_doctor_id = p.doctor_id AND o.status = 'offered'))`;
}

/** Since when the doctor has been free: the later of their own mark (turned on, an offer ended) and the end of
 * their latest call (calls_doctor_idx, read backwards). The doctor free longest comes first. */
export const freeSinceSql = sql`greatest(p.free_since, coalesce((SELECT c.ended_at FROM calls c
  WHERE c.doctor_id = p.doctor_id ORDER BY c.created_at DESC LIMIT 1), p.free_since))`;
