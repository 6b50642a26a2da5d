// GET /api/v1/bookings/booking: every appointment of the signed-in patient (all pages), so the filters
// (by the API's displayStatus) and their counts are exact.
import type { Appointment } from '@arogya/contracts/appointments';
import type { ApiPage } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { myAppointmentsKey } from './appointment-keys.ts';

const PAGE_LIMIT = 100;
/** A patient with more than this many appointments sees the most recent ones. */
const MAX_PAGES = 10;

/** `member`: only those for 'self' or one family member, filtered by the server; undefined for everyone's. */
export async function listMyAppointments(signal?: AbortSignal, member?: string): Promise<Appointment[]> {
  const all: Appointment[] = [];
  const forMember = member ? `&member=${encodeURIComponent(member)}` : '';
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await apiClient.get<ApiPage<Appointment>>(
      `/api/v1/bookings/booking?filter=all&limit=${PAGE_LIMIT}&page=${page}${forMember}`,
      { signal },
    );
    all.push(...body.result);
    if (page >= body.pagination.totalPages) break;
  }
  return all;
}

export function useMyAppointments(member?: string) {
  return useQuery({
    queryKey: [...myAppointmentsKey, member ?? 'everyone'],
    queryFn: ({ signal }) => listMyAppointments(signal, member),
    // Today / upcoming depend on the clock: keep them fresh.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
