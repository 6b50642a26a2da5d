// POST /api/v1/receptionist/patients/:patientId/phone/verify: the code the patient read out verifies their number.
import type { VerifyDeskPatientPhoneRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function verifyPatientPhone(patientId: string, body: VerifyDeskPatientPhoneRequest) {
  return apiClient.post<ApiSuccess<{ phoneVerified: true }>>(
    `/api/v1/receptionist/patients/${encodeURIComponent(patientId)}/phone/verify`,
    body,
  );
}

export function useVerifyPatientPhone(patientId: string) {
  return useMutation({
    mutationFn: (body: VerifyDeskPatientPhoneRequest) => verifyPatientPhone(patientId, body),
  });
}
