// POST /api/v1/users/code/send: a 6-digit code to sign in (or create an account) with a mobile number.
import type { CodeSent, SendSignInCodeRequest } from '@arogya/contracts/one-time-codes';
import { apiClient } from '../../../lib/api-client.ts';

export type CodeSentAnswer = { success: true; result: CodeSent; message: string };

export function sendSignInCode(input: SendSignInCodeRequest): Promise<CodeSentAnswer> {
  return apiClient.post<CodeSentAnswer>('/api/v1/users/code/send', input);
}
