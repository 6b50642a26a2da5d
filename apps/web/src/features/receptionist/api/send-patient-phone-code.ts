// POST /api/v1/receptionist/patients/:patientId/phone: a code by SMS to the number on the patient's account,
// for the patient to read out at the desk.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { CodeSent } from '@arogya/contracts/one-time-codes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function sendPatientPhoneCode(patientId: string) {
  return apiClient.post<ApiSuccess<CodeSent>>(
    `/api/v1/receptionist/patients/${encodeURIComponent(patientId)}/phone`,
    {},
  );
}

export function useSendPatientPhoneCode() {
  return useMutation({ mutationFn: sendPatientPhoneCode });
}
