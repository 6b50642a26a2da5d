// Profile pictures: checked by their bytes (not the name or declared type), stored under a random key.
import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@arogya/contracts/users';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { mapUser } from './user-mapper.ts';
import type { UserRow } from './users.repository.ts';

export async function setAvatar(ctx: AppContext, user: UserRow, data: Buffer) {
  if (data.length === 0)
    throw AppError.invalid('The file is empty', [{ field: 'avatar', message: 'The file is empty' }]);
  if (data.length > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Profile pictures can be at most 2 MB');
  }
  const type = await fileTypeFromBuffer(data);
  if (!type || !(AVATAR_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Profile pictures must be JPEG, PNG or WebP images');
  }
  const key = `avatars/${randomUUID()}.${type.ext}`;
  await ctx.storage.put(key, data);
  const row = await ctx.users.update(user.id, { avatarKey: key.slice('avatars/'.length) });
  if (user.avatarKey) await ctx.storage.remove(`avatars/${user.avatarKey}`);
  if (!row) throw AppError.notFound('User not found');
  return mapUser(row);
}

export async function removeAvatar(ctx: AppContext, user: UserRow) {
  const row = await ctx.users.update(user.id, { avatarKey: null });
  if (user.avatarKey) await ctx.storage.remove(`avatars/${user.avatarKey}`);
  if (!row) throw AppError.notFound('User not found');
  return mapUser(row);
}
