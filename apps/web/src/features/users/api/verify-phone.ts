// POST /api/v1/users/me/phone/verify: the code makes the number yours, verified.
import type { VerifyPhoneRequest } from '@arogya/contracts/one-time-codes';
import type { PublicUser } from '@arogya/contracts/users';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';

export async function verifyPhone(input: VerifyPhoneRequest): Promise<PublicUser> {
  const answer = await apiClient.post<{ success: true; result: PublicUser }>(
    '/api/v1/users/me/phone/verify',
    input,
  );
  useAuthStore.getState().profileLoaded(answer.result);
  return answer.result;
}
