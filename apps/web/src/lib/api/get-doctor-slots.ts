// GET /api/v1/doctors/:id/slots: bookable and booked slots, today and the next 7 days by default. Never
// cached for long: a slot can be taken at any moment.
import type { DoctorSlots, SlotsQuery } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { queryString } from '../query-string.ts';

export const doctorSlotsKey = (id: string) => ['doctors', 'slots', id] as const;

export async function getDoctorSlots(id: string, range: SlotsQuery = {}, signal?: AbortSignal) {
  const body = await apiClient.get<ApiSuccess<DoctorSlots>>(
    `/api/v1/doctors/${encodeURIComponent(id)}/slots${queryString(range)}`,
    { signal },
  );
  return body.result;
}

/** The slots query, shared by the hook and the doctor page's loader (its availability tab is rendered on the server). */
export function doctorSlotsQuery(id: string, range: SlotsQuery = {}) {
  return queryOptions({
    queryKey: [...doctorSlotsKey(id), range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) => getDoctorSlots(id, range, signal),
    staleTime: 30_000,
  });
}

export function useDoctorSlots(id: string | undefined, range: SlotsQuery = {}) {
  return useQuery({ ...doctorSlotsQuery(id ?? '', range), enabled: Boolean(id), refetchOnWindowFocus: true });
}
