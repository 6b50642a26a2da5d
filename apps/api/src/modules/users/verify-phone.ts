// POST /api/v1/users/me/phone/verify (docs/product-rules.md#verified-contacts): the code sent to a number
// (send-phone-code.ts) makes it the account's verified number. A verified number the account leaves is told
// by SMS; the change is an audit row (security.phone.verified or security.phone.changed).
// Refusals: those of use-code.ts (400); 400 for a code sent for another account; 409 when the number is
// verified on another account (a number belongs to one account).
import { maskPhone, type VerifyPhoneRequest } from '@arogya/contracts/one-time-codes';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AccountDeps } from './account-deps.ts';
import { CODE_NOT_VALID, useCode } from './use-code.ts';
import { mapUser } from './user-mapper.ts';
import type { UserRow } from './users.repository.ts';

export const NUMBER_TAKEN = 'This number is verified on another Arogya account.';

export async function verifyPhone(
  ctx: AppContext,
  deps: AccountDeps,
  user: UserRow,
  input: z.output<typeof VerifyPhoneRequest>,
  meta: { ip: string },
) {
  const used = await useCode(ctx, deps, {
    phone: input.phone,
    purpose: 'verify_phone',
    code: input.code,
    ip: meta.ip,
  });
  if (used.userId !== user.id) {
    throw AppError.invalid(CODE_NOT_VALID, [{ field: 'code', message: CODE_NOT_VALID }]);
  }
  const now = new Date();
  const updated = await ctx.users.setVerifiedPhone(user.id, input.phone, now);
  if (updated === 'taken') throw AppError.conflict(NUMBER_TAKEN);
  if (!updated) throw AppError.notFound('User not found');
  const changed = user.phone !== input.phone;
  if (changed && user.phoneVerifiedAt) {
    // The number the account leaves hears of it: its owner may not have made the change.
    await deps.notify(ctx.database.db, {
      kind: 'contact_changed',
      eventKey: `contact_changed:phone:${user.id}:${now.getTime()}`,
      recipientUserId: user.id,
      data: { what: 'mobile number', newContact: maskPhone(input.phone) },
      link: '/forgot-password',
      channels: ['sms'],
      fixedTo: user.phone,
      urgent: true,
    });
  }
  await deps.audit.security({
    action: changed ? 'security.phone.changed' : 'security.phone.verified',
    userId: user.id,
    actor: user,
    meta: { phone: maskPhone(input.phone), ...(changed ? { previous: maskPhone(user.phone) } : {}) },
  });
  return mapUser(updated);
}
