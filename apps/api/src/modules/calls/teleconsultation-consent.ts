// The consent of the Telemedicine Practice Guidelines (2020), given once before a first teleconsultation and
// asked again only when its text (version) changes.
import {
  TELECONSULTATION_CONSENT_POINTS,
  TELECONSULTATION_CONSENT_VERSION,
  type TeleconsultationConsent,
} from '@arogya/contracts/calls';
import type { CallDeps } from './calls-deps.ts';

function shape(row: { version: string; givenAt: Date } | undefined): TeleconsultationConsent {
  const given = row?.version === TELECONSULTATION_CONSENT_VERSION;
  return {
    given,
    version: TELECONSULTATION_CONSENT_VERSION,
    givenAt: given && row ? row.givenAt.toISOString() : null,
    points: [...TELECONSULTATION_CONSENT_POINTS],
  };
}

export async function getConsent(deps: CallDeps, userId: string): Promise<TeleconsultationConsent> {
  return shape(await deps.calls.consentOf(userId));
}

export async function giveConsent(
  deps: CallDeps,
  userId: string,
  meta: { ip?: string; userAgent?: string },
  now: Date,
): Promise<TeleconsultationConsent> {
  const saved = await deps.calls.saveConsent({
    userId,
    version: TELECONSULTATION_CONSENT_VERSION,
    givenAt: now,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return shape(saved ?? (await deps.calls.consentOf(userId)));
}
