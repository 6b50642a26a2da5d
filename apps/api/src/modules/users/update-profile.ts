// Changes the signed-in user's own name; nothing else is writable here (the number and the e-mail change by
// proving the new one: verify-phone.ts, verify-email.ts).
import type { UpdateProfileRequest } from '@arogya/contracts/users';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { mapUser } from './user-mapper.ts';

type Input = z.output<typeof UpdateProfileRequest>;

export async function updateProfile(ctx: AppContext, userId: string, input: Input) {
  const row = await ctx.users.update(userId, { name: input.name });
  if (!row) throw AppError.notFound('User not found');
  return mapUser(row);
}
