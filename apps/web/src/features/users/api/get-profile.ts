// GET /api/v1/users/profile: the signed-in user, used to verify a stored session and after login.

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PublicUser } from '@arogya/contracts/users';
import { apiClient } from '../../../lib/api-client.ts';

export async function getProfile(): Promise<PublicUser> {
  const body = await apiClient.get<ApiSuccess<PublicUser>>('/api/v1/users/profile');
  return body.result;
}
