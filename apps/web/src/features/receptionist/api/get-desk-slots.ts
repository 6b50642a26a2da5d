// GET /api/v1/receptionist/doctors/:id/slots: a clinic doctor's slots for walk-ins, today and the next 7
// days by default. Unlike the public slots, those inside the doctor's booking-advance window are offered
// (the desk booking skips that rule); never cached for long: a slot can be taken at any moment.
import type { DoctorSlots, SlotsQuery } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { receptionKeys } from './reception-keys.ts';

export async function getDeskSlots(doctorId: string, range: SlotsQuery = {}, signal?: AbortSignal) {
  const body = await apiClient.get<ApiSuccess<DoctorSlots>>(
    `/api/v1/receptionist/doctors/${encodeURIComponent(doctorId)}/slots${queryString(range)}`,
    { signal },
  );
  return body.result;
}

export function useDeskSlots(doctorId: string | undefined, range: SlotsQuery = {}) {
  return useQuery({
    queryKey: [...receptionKeys.slots(doctorId ?? ''), range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) => getDeskSlots(doctorId ?? '', range, signal),
    enabled: Boolean(doctorId),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
