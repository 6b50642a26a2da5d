// GET /api/v1/labs/slots?labId=&date=&itemIds=: the lab's home-collection slots on a date (fasting gives
// mornings only; the server decides, docs/product-rules.md#lab-tests).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabSlotDay } from '@arogya/contracts/labs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export function useLabSlots(labId: string | null, date: string, itemIds: readonly string[]) {
  const ids = itemIds.join(',');
  return useQuery({
    queryKey: ['labs', 'slots', labId ?? '', date, ids],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<LabSlotDay>>(
          `/api/v1/labs/slots${queryString({ labId, date, itemIds: ids })}`,
          { signal },
        )
      ).result,
    enabled: Boolean(labId) && Boolean(date) && itemIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
