// An admin onboards a doctor (docs/product-rules.md#doctor-onboarding): a doctor account with a temporary
// password (shown once), the profile, registration, clinic, fee and weekly hours. The doctor is not listed
// publicly until an admin marks the registration checked. Refusals: unknown specialty or clinic (400),
// e-mail already registered (409), registration number already on file with that council (409).
import { randomBytes, randomUUID } from 'node:crypto';
import type { OnboardDoctorRequest, OnboardedDoctor } from '@arogya/contracts/admin';
import { DEFAULT_SLOT_MINUTES } from '@arogya/contracts/constants';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contracts/users';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { clockToMinutes } from '../../lib/zoned-time.ts';
import type { AdminDeps } from './admin-deps.ts';

/** 16 characters from a 96-bit random value: letters, digits, - and _. */
export function temporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** The profile holds the name without the title (pages add 'Dr.'); the account's name carries it. */
export function bareDoctorName(name: string): string {
  return name.replace(/^(dr\.?\s+)+/i, '').trim() || name;
}

export async function onboardDoctor(
  deps: AdminDeps,
  admin: Actor,
  input: z.output<typeof OnboardDoctorRequest>,
): Promise<OnboardedDoctor> {
  const password = temporaryPassword();
  const userId = randomUUID();
  const doctorId = `doc_${randomUUID()}`;
  const bare = bareDoctorName(input.name);
  let created: { userId: string; doctorId: string } | undefined;
  try {
    created = await deps.doctors.onboard(admin, {
      user: {
        id: userId,
        email: input.email,
        name: `Dr. ${bare}`,
        phone: input.mobile,
        passwordHash: await hashPassword(password),
        roles: ['doctor'],
        // The doctor confirms the privacy notice at their first sign-in; onboarding is the platform's act.
        consentAt: new Date(),
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      },
      doctor: {
        id: doctorId,
        userId,
        name: bare,
        email: input.email,
        mobile: input.mobile,
        gender: input.gender,
        dob: input.dob,
        specialtyId: input.specialtyId,
        clinicId: input.clinicId,
        experienceYears: input.experienceYears,
        feePaise: input.feePaise,
        qualification: input.qualification,
        languages: input.languages,
        registrationNumber: input.registrationNumber.toUpperCase(),
        registrationCouncil: input.registrationCouncil,
        registrationYear: input.registrationYear,
        consultationTypes: [...new Set(input.consultationTypes)],
        about: input.about,
        bookingBeforeHours: input.hours.bookingBeforeTime ?? 1,
        registrationVerifiedAt: null,
      },
      schedule: input.hours.schedule.map((r) => ({
        weekday: r.weekday,
        startMinute: clockToMinutes(r.start),
        endMinute: clockToMinutes(r.end),
        slotMinutes: r.slotMinutes ?? DEFAULT_SLOT_MINUTES,
      })),
    });
  } catch (err) {
    const info = pgErrorOf(err);
    if (info?.code === PG_UNIQUE_VIOLATION && info.constraint === 'doctors_registration_unique') {
      throw AppError.conflict('This registration number is already on file with that council');
    }
    if (info?.code === PG_FOREIGN_KEY_VIOLATION) {
      const field = info.constraint?.includes('clinic') ? 'clinicId' : 'specialtyId';
      throw AppError.invalid('Choose a specialty and a clinic from the list', [
        { field, message: 'Not found' },
      ]);
    }
    throw err;
  }
  if (!created) {
    throw new AppError('CONFLICT', 'An account with this e-mail already exists', [
      { field: 'email', message: 'An account with this e-mail already exists' },
    ]);
  }
  return { ...created, temporaryPassword: password };
}
