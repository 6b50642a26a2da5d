// POST /api/v1/bookings/quote: the fee of the booking being made, for the person it is for, with the health
// card's free video consultation taken off by the server (the browser never works out a benefit). Kept under
// My Appointments' key, so a booking made refreshes it (a spent free consultation leaves the next quote).
import type { AppointmentQuote, AppointmentQuoteRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { myAppointmentsKey } from './appointment-keys.ts';

export async function quoteAppointment(
  body: AppointmentQuoteRequest,
  signal?: AbortSignal,
): Promise<AppointmentQuote> {
  return (await apiClient.post<ApiSuccess<AppointmentQuote>>('/api/v1/bookings/quote', body, { signal }))
    .result;
}

export function useAppointmentQuote(body: AppointmentQuoteRequest) {
  return useQuery({
    queryKey: [...myAppointmentsKey, 'quote', body],
    queryFn: ({ signal }) => quoteAppointment(body, signal),
    placeholderData: keepPreviousData,
  });
}
