// Public reads of consult now (no sign-in): the specialties offered with their instant fee and the doctors
// online now (GET /api/v1/consult-now/specialties, which also maps a symptom a patient typed to its
// specialty), and which of a page's doctors are 'Online now' (GET /api/v1/consult-now/online-doctors).
// Both change by the second, so neither is cached (docs/ARCHITECTURE.md#request-path-http-to-database-and-back).
import type { ConsultSpecialtyList, OnlineDoctors } from '@arogya/contracts/consult-now';
import type { ConsultNowDeps } from './consult-now-deps.ts';

export async function listConsultSpecialties(
  deps: ConsultNowDeps,
  query: { specialty?: string; symptom?: string },
  now: Date,
): Promise<ConsultSpecialtyList> {
  const clock = { now, presenceTimeoutMs: deps.settings.presenceTimeoutMs };
  const [fees, counts] = await Promise.all([
    deps.requests.instantFees(),
    deps.presence.countsBySpecialty(clock),
  ]);
  let matched: string | null = null;
  let symptom: string | null = null;
  if (query.specialty) matched = (await deps.requests.specialtyBySlugOrId(query.specialty)) ?? null;
  else if (query.symptom) {
    const found = await deps.requests.specialtyOfSymptom(query.symptom);
    matched = found?.specialtyId ?? null;
    symptom = found?.term ?? null;
  }
  return {
    specialties: fees.map((f) => ({
      ...f,
      onlineNow: counts.get(f.id)?.free ?? 0,
      available: counts.get(f.id)?.online ?? 0,
    })),
    matched: fees.some((f) => f.id === matched) ? matched : null,
    symptom,
    refundMinutes: Math.round(deps.settings.refundMs / 60_000),
  };
}

export async function listOnlineDoctors(
  deps: ConsultNowDeps,
  ids: string[],
  now: Date,
): Promise<OnlineDoctors> {
  return {
    online: await deps.presence.freeAmong(ids, { now, presenceTimeoutMs: deps.settings.presenceTimeoutMs }),
  };
}
