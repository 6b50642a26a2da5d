// POST /api/v1/users/me/email: a link to the address to verify (yours, or a new one).
import type { SendEmailLinkRequest } from '@arogya/contracts/one-time-codes';
import { apiClient } from '../../../lib/api-client.ts';

export function sendEmailLink(input: SendEmailLinkRequest): Promise<{ success: true; message: string }> {
  return apiClient.post('/api/v1/users/me/email', input);
}
