// POST /api/v1/consult-now/offers/:id/accept: the doctor takes the request ringing the desk; the answer is
// the call's session (the call starts for both at once).
import type { CallSession } from '@arogya/contracts/calls';
import { apiClient } from '../../../lib/api-client.ts';

export function acceptOffer(requestId: string): Promise<CallSession> {
  return apiClient.post<CallSession>(`/api/v1/consult-now/offers/${encodeURIComponent(requestId)}/accept`);
}
