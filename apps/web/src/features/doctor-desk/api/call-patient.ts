// POST /api/v1/doctors/me/appointments/:id/call: the desk starts the call of a booked video or audio
// appointment; the answer admits the doctor to the call, which rings the patient (the call screen then
// waits in it).
import type { CallSession } from '@arogya/contracts/calls';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function callPatient(appointmentId: string): Promise<CallSession> {
  return apiClient.post<CallSession>(
    `/api/v1/doctors/me/appointments/${encodeURIComponent(appointmentId)}/call`,
  );
}

export function useCallPatient() {
  return useMutation({ mutationFn: callPatient });
}
