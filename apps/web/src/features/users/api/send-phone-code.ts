// POST /api/v1/users/me/phone: a code to the number to verify (yours, or a new one).
import type { SendPhoneCodeRequest } from '@arogya/contracts/one-time-codes';
import { apiClient } from '../../../lib/api-client.ts';
import type { CodeSentAnswer } from './send-sign-in-code.ts';

export function sendPhoneCode(input: SendPhoneCodeRequest): Promise<CodeSentAnswer> {
  return apiClient.post<CodeSentAnswer>('/api/v1/users/me/phone', input);
}
