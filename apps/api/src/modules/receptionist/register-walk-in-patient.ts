// Registers a walk-in at the desk: a patient account with a random password (the patient never needs it
// at the desk) and consent recorded as given in person, which the audit log keeps with who took it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { PatientSummary, RegisterWalkInRequest } from '@arogya/contracts/appointments';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contracts/users';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { ReceptionistDeps } from './receptionist-deps.ts';

/** Walk-ins without an e-mail get an address that cannot receive mail, unique to the account. */
export const WALK_IN_EMAIL_DOMAIN = 'walk-in.arogya.invalid';

export async function registerWalkInPatient(
  deps: ReceptionistDeps,
  receptionist: Actor,
  clinicId: string,
  input: z.output<typeof RegisterWalkInRequest>,
  now: Date,
): Promise<PatientSummary> {
  const id = randomUUID();
  const row = await deps.users.insert({
    id,
    email: input.email ?? `${id}@${WALK_IN_EMAIL_DOMAIN}`,
    name: input.name,
    phone: input.phone,
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    roles: ['patient'],
    consentAt: now,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  });
  if (!row) {
    throw new AppError(
      'CONFLICT',
      'An account with this e-mail already exists. Find the patient by phone instead.',
      [{ field: 'email', message: 'An account with this e-mail already exists' }],
    );
  }
  await deps.audit.record({
    actor: receptionist,
    action: 'consent.recorded-at-desk',
    subjectUserId: row.id,
    resourceType: 'user',
    resourceId: row.id,
    meta: { clinicId, privacyNoticeVersion: PRIVACY_NOTICE_VERSION, channel: 'desk' },
  });
  return { id: row.id, name: row.name, phone: row.phone, email: row.email, phoneVerified: false };
}
