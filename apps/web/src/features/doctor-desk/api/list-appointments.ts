// GET /api/v1/doctors/me/appointments: the doctor's appointments by filter (today, upcoming, completed,
// all) and optionally one IST date.
import type { Appointment, AppointmentListQuery } from '@arogya/contracts/appointments';
import type { ApiPage } from '@arogya/contracts/errors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { deskKeys } from './desk-keys.ts';

export function listDeskAppointments(query: AppointmentListQuery, signal?: AbortSignal) {
  return apiClient.get<ApiPage<Appointment>>(`/api/v1/doctors/me/appointments${queryString({ ...query })}`, {
    signal,
  });
}

export function useDeskAppointments(query: AppointmentListQuery) {
  return useQuery({
    queryKey: [...deskKeys.appointments, query],
    queryFn: ({ signal }) => listDeskAppointments(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
