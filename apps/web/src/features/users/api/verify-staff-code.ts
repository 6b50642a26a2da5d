// POST /api/v1/users/login/code: a staff account's second step, the code sent to its phone.
import type { StaffCodeRequest } from '@arogya/contracts/one-time-codes';
import { apiClient } from '../../../lib/api-client.ts';
import type { SignedInAnswer } from './login-user.ts';

export function verifyStaffCode(input: StaffCodeRequest): Promise<SignedInAnswer> {
  return apiClient.post<SignedInAnswer>('/api/v1/users/login/code', input, { redirectOnUnauthorized: false });
}
