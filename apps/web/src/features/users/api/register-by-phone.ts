// POST /api/v1/users/register/phone: a proven number, a name and the consent make an account.
import type { RegisterByPhoneRequest } from '@arogya/contracts/one-time-codes';
import { apiClient } from '../../../lib/api-client.ts';
import type { SignedInAnswer } from './login-user.ts';

export function registerByPhone(input: RegisterByPhoneRequest): Promise<SignedInAnswer> {
  return apiClient.post<SignedInAnswer>('/api/v1/users/register/phone', input);
}
