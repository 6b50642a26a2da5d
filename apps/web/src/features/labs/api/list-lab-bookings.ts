// GET /api/v1/labs/bookings?filter=&page=: the signed-in user's lab bookings, newest first.
import type { ApiPage } from '@arogya/contracts/errors';
import type { LabBooking, LabBookingListQuery } from '@arogya/contracts/labs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { labBookingsKey } from './lab-keys.ts';

export function useLabBookings(query: LabBookingListQuery) {
  return useQuery({
    queryKey: [...labBookingsKey, 'list', query],
    queryFn: ({ signal }) =>
      apiClient.get<ApiPage<LabBooking>>(`/api/v1/labs/bookings${queryString({ ...query })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
