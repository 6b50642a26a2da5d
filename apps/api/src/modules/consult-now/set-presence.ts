// The desk's 'Available for instant consultations' switch (PUT and GET /api/v1/consult-now/presence).
// Turning it on puts the doctor at the back of the specialty's free doctors and runs the match; turning it
// off takes back an offer ringing them (the request goes to the next doctor). Refusals of turning it on
// (422): a doctor not yet listed (registration unchecked), one not offering video consultations, a specialty
// without an instant fee, outside today's working hours or on leave. An account without a doctor profile: 403.
import type { DoctorPresence } from '@arogya/contracts/consult-now';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { mapOffer } from './consult-mapper.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { announceEnded } from './match-requests.ts';
import { createMatchingRepository } from './matching.repository.ts';
import { createPresenceRepository } from './presence.repository.ts';

async function doctorOf(deps: ConsultNowDeps, user: Actor) {
  const doctor = await deps.presence.doctorOfUser(user.id);
  if (!doctor) throw AppError.forbidden('No doctor profile is linked to this account');
  return doctor;
}

type Doctor = Awaited<ReturnType<typeof doctorOf>>;

async function cannotTurnOn(deps: ConsultNowDeps, doctor: Doctor, now: Date): Promise<string | null> {
  if (!doctor.listed)
    return 'Your registration is being checked; you can take instant consultations once it is.';
  if (!doctor.consultationTypes.includes('video'))
    return 'Instant consultations are video consultations: add video to your consultation types first.';
  if (doctor.instantFeePaise === null) return `Consult now is not offered for ${doctor.specialtyName} yet.`;
  if (!(await deps.presence.onDuty(doctor.id, now)))
    return 'You can be available for instant consultations inside your working hours, when not on leave.';
  return null;
}

export async function getPresence(deps: ConsultNowDeps, user: Actor, now: Date): Promise<DoctorPresence> {
  const doctor = await doctorOf(deps, user);
  const clock = { now, presenceTimeoutMs: deps.settings.presenceTimeoutMs };
  const [row, state, offered, reason, waiting] = await Promise.all([
    deps.presence.find(doctor.id),
    deps.presence.stateOf(doctor.id, clock),
    deps.requests.offeredTo(doctor.id),
    cannotTurnOn(deps, doctor, now),
    deps.requests.waitingCount(doctor.specialtyId),
  ]);
  const photos = offered ? await deps.requests.photoIdsOf([offered.id]) : new Map<string, string[]>();
  const available = row?.available === true;
  return {
    available,
    state: offered ? 'offered' : state.free ? 'free' : state.online ? 'busy' : 'offline',
    offlineReason: available ? null : ((row?.offlineReason as DoctorPresence['offlineReason']) ?? null),
    offlineAt: available ? null : (row?.offlineAt?.toISOString() ?? null),
    canTurnOn: reason === null,
    cannotTurnOnReason: reason,
    offer: offered ? mapOffer(offered, photos.get(offered.id) ?? [], deps.settings.offerMs) : null,
    waiting,
  };
}

export async function setPresence(
  deps: ConsultNowDeps,
  user: Actor,
  available: boolean,
  now: Date,
): Promise<DoctorPresence> {
  const doctor = await doctorOf(deps, user);
  if (available) {
    const reason = await cannotTurnOn(deps, doctor, now);
    if (reason) throw AppError.rule(reason);
    await deps.presence.turnOn(doctor.id, doctor.specialtyId, now);
    deps.matcher.kick();
  } else {
    await goOffline(deps, [doctor.id], 'manual', now);
  }
  return getPresence(deps, user, now);
}

/** Switches these doctors off with the reason, taking back the offers ringing them (in one transaction:
 * the requests first, then the doctors, the match's lock order). */
export async function goOffline(deps: ConsultNowDeps, doctorIds: string[], reason: string, now: Date) {
  const ended = await deps.db.transaction(async (tx) => {
    const taken = await createMatchingRepository(tx).endOffers({ kind: 'withdrawn', doctorIds }, now);
    await createPresenceRepository(tx).turnOff(doctorIds, reason, now);
    return taken;
  });
  await announceEnded(deps, ended, 'withdrawn');
}
