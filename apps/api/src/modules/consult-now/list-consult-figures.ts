// The admin's consult-now page (GET /api/v1/admin/consult-now): per specialty, the instant fee, the doctors
// online and free now, the requests waiting, today's median wait from joining the queue to a doctor
// accepting, and today's unanswered requests with what their refunds gave back (today: IST).
import type { ConsultAdminRow } from '@arogya/contracts/consult-now';
import { dayBounds, todayIn } from '../../lib/zoned-time.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';

export async function listConsultFigures(deps: ConsultNowDeps, now: Date): Promise<ConsultAdminRow[]> {
  const { start } = dayBounds(todayIn(now));
  const [rows, counts] = await Promise.all([
    deps.requests.figures(start),
    deps.presence.countsBySpecialty({ now, presenceTimeoutMs: deps.settings.presenceTimeoutMs }),
  ]);
  return rows.map((r) => ({
    specialtyId: r.specialty_id,
    name: r.name,
    feePaise: r.fee_paise,
    doctorsOnline: counts.get(r.specialty_id)?.online ?? 0,
    doctorsFree: counts.get(r.specialty_id)?.free ?? 0,
    waiting: r.waiting,
    medianWaitSecondsToday: r.median_wait,
    acceptedToday: r.accepted,
    unansweredToday: r.unanswered,
    refundedPaiseToday: r.refunded,
  }));
}
