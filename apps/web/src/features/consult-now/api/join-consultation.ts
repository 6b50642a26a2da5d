// POST /api/v1/consult-now/requests/:id/join: the patient's way into the call a doctor accepted.
import type { CallSession } from '@arogya/contracts/calls';
import { apiClient } from '../../../lib/api-client.ts';

export function joinConsultation(id: string): Promise<CallSession> {
  return apiClient.post<CallSession>(`/api/v1/consult-now/requests/${encodeURIComponent(id)}/join`);
}
