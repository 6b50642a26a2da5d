// POST /api/v1/users/email/verify: the link's token verifies its address.
import type { VerifyEmailRequest } from '@arogya/contracts/one-time-codes';
import { apiClient } from '../../../lib/api-client.ts';

export function verifyEmail(input: VerifyEmailRequest): Promise<{ success: true; message: string }> {
  return apiClient.post('/api/v1/users/email/verify', input, { redirectOnUnauthorized: false });
}
