// POST /api/v1/labs/bookings/quote: the chosen lab's total for the person the tests are for, with the
// health card's lines computed by the server (the browser never works out a benefit). Kept under the
// bookings key, so a booking made refreshes it (a spent free checkup leaves the next quote).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabQuote, LabQuoteRequest } from '@arogya/contracts/labs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { labBookingsKey } from './lab-keys.ts';

/** someoneElse: for a person named at checkout who is not a family member (the card covers them not). */
export function useLabQuote(
  labId: string | null,
  itemIds: readonly string[],
  forWhom: string,
  someoneElse = false,
) {
  const ids = [...itemIds].sort();
  return useQuery({
    queryKey: [...labBookingsKey, 'quote', labId ?? '', ids.join(','), forWhom, someoneElse],
    queryFn: async ({ signal }) => {
      const body: LabQuoteRequest = {
        labId: labId ?? '',
        itemIds: ids,
        ...(forWhom !== 'self' ? { forWhom } : {}),
        ...(someoneElse ? { someoneElse } : {}),
      };
      return (await apiClient.post<ApiSuccess<LabQuote>>('/api/v1/labs/bookings/quote', body, { signal }))
        .result;
    },
    enabled: Boolean(labId) && ids.length > 0,
  });
}
