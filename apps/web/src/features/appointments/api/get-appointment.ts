// GET /api/v1/bookings/booking/:id: one appointment with the doctor's summary (notes) and the review.
import type { AppointmentDetail } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { appointmentKey } from './appointment-keys.ts';

export async function getAppointment(id: string, signal?: AbortSignal): Promise<AppointmentDetail> {
  const body = await apiClient.get<ApiSuccess<AppointmentDetail>>(
    `/api/v1/bookings/booking/${encodeURIComponent(id)}`,
    { signal },
  );
  return body.result;
}

export function useAppointment(id: string | undefined) {
  return useQuery({
    queryKey: appointmentKey(id ?? ''),
    queryFn: ({ signal }) => getAppointment(id ?? '', signal),
    enabled: Boolean(id),
  });
}
