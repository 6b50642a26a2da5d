// GET /api/v1/receptionist/appointments: the clinic's appointments on one IST date (every status).
import type { Appointment } from '@arogya/contracts/appointments';
import type { ApiPage } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { receptionKeys } from './reception-keys.ts';

export function listClinicAppointments(date: string, signal?: AbortSignal) {
  return apiClient.get<ApiPage<Appointment>>(
    `/api/v1/receptionist/appointments?filter=all&date=${encodeURIComponent(date)}&limit=100`,
    { signal },
  );
}

export function useClinicAppointments(date: string) {
  return useQuery({
    queryKey: [...receptionKeys.appointments, date],
    queryFn: ({ signal }) => listClinicAppointments(date, signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
