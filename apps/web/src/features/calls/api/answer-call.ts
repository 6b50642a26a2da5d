// The doctor's answer to a ringing call.
import type { Call, CallSession } from '@arogya/contracts/calls';
import { apiClient } from '../../../lib/api-client.ts';

export function acceptCall(callId: string): Promise<CallSession> {
  return apiClient.post<CallSession>(`/api/v1/calls/${encodeURIComponent(callId)}/accept`);
}

export async function declineCall(callId: string): Promise<Call> {
  return (await apiClient.post<{ result: Call }>(`/api/v1/calls/${encodeURIComponent(callId)}/decline`))
    .result;
}
