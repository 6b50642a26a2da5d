// POST /api/v1/receptionist/vitelPateint: record a patient's vitals (the path keeps its original spelling,
// docs/product-rules.md#api-contract).
import type { Vitals, VitalsRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function recordVitals(body: VitalsRequest) {
  return apiClient.post<ApiSuccess<Vitals>>('/api/v1/receptionist/vitelPateint', body);
}

export function useRecordVitals() {
  return useMutation({ mutationFn: recordVitals });
}
