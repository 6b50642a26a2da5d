// GET /api/v1/bookings/booking?filter=today: the patient's consultations of today, for the one thing the
// call screen needs of them: a consult-now consultation with this doctor still open (booked, paid or free,
// its half hour not over), which Start joins instead of paying for another.
import type { Appointment } from '@arogya/contracts/appointments';
import type { ApiPage } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function openInstantConsultation(
  list: readonly Appointment[],
  doctorId: string,
  now: Date,
): Appointment | undefined {
  return list.find(
    (a) =>
      a.bookedVia === 'instant' &&
      a.status === 'booked' &&
      a.doctor.id === doctorId &&
      Date.parse(a.endsAt) > now.getTime(),
  );
}

export function useOpenInstantConsultation(doctorId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['appointments', 'mine', 'open-instant', doctorId],
    queryFn: async ({ signal }) => {
      const page = await apiClient.get<ApiPage<Appointment>>(
        '/api/v1/bookings/booking?filter=today&limit=50',
        { signal },
      );
      return openInstantConsultation(page.result, doctorId, new Date()) ?? null;
    },
    enabled,
  });
}
