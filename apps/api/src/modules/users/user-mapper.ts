// The one shape a user leaves the API in: never the password hash, never raw rows.

import { isLanguage } from '@arogya/contracts/languages';
import { permissionsForRoles, type Role } from '@arogya/contracts/roles';
import type { PublicUser } from '@arogya/contracts/users';
import type { UserRow } from './users.repository.ts';

export function avatarUrl(key: string | null): string | null {
  return key ? `/api/v1/files/avatars/${key}` : null;
}

export function mapUser(row: UserRow): PublicUser {
  const roles = row.roles as Role[];
  const avatar = avatarUrl(row.avatarKey);
  return {
    id: row.id,
    name: row.name,
    username: row.email?.split('@')[0] ?? row.phone,
    email: row.email,
    phone: row.phone,
    phoneVerified: row.phoneVerifiedAt !== null,
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    role: roles[0] ?? 'patient',
    roles,
    permissions: permissionsForRoles(roles),
    avatar,
    profilePicture: avatar,
    language: isLanguage(row.language) ? row.language : null,
    createdAt: row.createdAt.toISOString(),
  };
}
