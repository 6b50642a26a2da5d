// POST /api/v1/users/me/code: a code to your verified number, to confirm a first password or a deletion.
import { apiClient } from '../../../lib/api-client.ts';
import type { CodeSentAnswer } from './send-sign-in-code.ts';

export function sendConfirmCode(): Promise<CodeSentAnswer> {
  return apiClient.post<CodeSentAnswer>('/api/v1/users/me/code', {});
}
