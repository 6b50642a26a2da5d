// POST /api/v1/users/code/verify: signs in, or (a number with no account) answers a ticket to create one.
import type { VerifySignInCodeAnswer, VerifySignInCodeRequest } from '@arogya/contracts/one-time-codes';
import { apiClient } from '../../../lib/api-client.ts';

export function verifySignInCode(input: VerifySignInCodeRequest): Promise<VerifySignInCodeAnswer> {
  return apiClient.post<VerifySignInCodeAnswer>('/api/v1/users/code/verify', input, {
    redirectOnUnauthorized: false,
  });
}
