// POST /api/v1/users/login/code/resend: the staff sign-in's code again.
import { apiClient } from '../../../lib/api-client.ts';
import type { CodeSentAnswer } from './send-sign-in-code.ts';

export function resendStaffCode(challenge: string): Promise<CodeSentAnswer> {
  return apiClient.post<CodeSentAnswer>('/api/v1/users/login/code/resend', { challenge });
}
