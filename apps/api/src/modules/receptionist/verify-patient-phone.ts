// The desk verifies a walk-in's mobile number (docs/product-rules.md#verified-contacts): Arogya sends messages
// only to verified numbers, and a patient registered at reception has not proved theirs. The receptionist
// sends a code to the number on the patient's account (never another: the desk cannot change a number), the
// patient reads it out from their phone, and the desk types it in. The codes, limits and tries are those of
// every code (modules/users/send-code.ts, use-code.ts); the verification is an audit row naming the desk.
// Refusals: 404 when the account is no patient's; 422 when the number is already verified; 409 when another
// account has verified it; those of send-code.ts (429, 503) and use-code.ts (400 on `code`).
import { type CodeSent, maskPhone } from '@arogya/contracts/one-time-codes';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AccountDeps } from '../users/account-deps.ts';
import { sendCode } from '../users/send-code.ts';
import { CODE_NOT_VALID, useCode } from '../users/use-code.ts';
import { NUMBER_TAKEN } from '../users/verify-phone.ts';

export const NUMBER_ALREADY_VERIFIED = "This patient's number is already verified.";

async function patientOf(ctx: AppContext, patientId: string) {
  const patient = await ctx.users.findById(patientId);
  if (!patient?.roles.includes('patient')) throw AppError.notFound('Patient not found');
  return patient;
}

export async function sendPatientPhoneCode(
  ctx: AppContext,
  account: AccountDeps,
  patientId: string,
  meta: { ip: string; host: string },
): Promise<CodeSent> {
  const patient = await patientOf(ctx, patientId);
  if (patient.phoneVerifiedAt) throw AppError.rule(NUMBER_ALREADY_VERIFIED);
  return sendCode(ctx, account, {
    phone: patient.phone,
    purpose: 'verify_phone',
    userId: patient.id,
    channel: 'sms',
    ip: meta.ip,
    host: meta.host,
  });
}

export async function verifyPatientPhone(
  ctx: AppContext,
  account: AccountDeps,
  receptionist: Actor,
  clinicId: string,
  patientId: string,
  code: string,
  meta: { ip: string },
): Promise<{ phoneVerified: true }> {
  const patient = await patientOf(ctx, patientId);
  if (patient.phoneVerifiedAt) throw AppError.rule(NUMBER_ALREADY_VERIFIED);
  const used = await useCode(ctx, account, {
    phone: patient.phone,
    purpose: 'verify_phone',
    code,
    ip: meta.ip,
  });
  if (used.userId !== patient.id) {
    throw AppError.invalid(CODE_NOT_VALID, [{ field: 'code', message: CODE_NOT_VALID }]);
  }
  const updated = await ctx.users.setVerifiedPhone(patient.id, patient.phone, new Date());
  if (updated === 'taken') throw AppError.conflict(NUMBER_TAKEN);
  if (!updated) throw AppError.notFound('Patient not found');
  await account.audit.security({
    action: 'security.phone.verified',
    userId: patient.id,
    actor: receptionist,
    meta: { phone: maskPhone(patient.phone), at: 'desk', clinicId },
  });
  return { phoneVerified: true };
}
