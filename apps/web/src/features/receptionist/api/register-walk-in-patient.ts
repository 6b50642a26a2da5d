// POST /api/v1/receptionist/patients: register a walk-in (consent given in person).
import type { PatientSummary, RegisterWalkInRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function registerWalkIn(body: RegisterWalkInRequest) {
  return apiClient.post<ApiSuccess<PatientSummary>>('/api/v1/receptionist/patients', body);
}

export function useRegisterWalkIn() {
  return useMutation({ mutationFn: registerWalkIn });
}
