// GET /api/v1/labs/slots?labId=&date=&itemIds=: the lab's home-collection slots on a date (fasting gives
// mornings only; the server decides, docs/product-rules.md#lab-tests). Without a date (''), the server answers
// the first bookable date with a free slot for these tests; that answer is also kept under its date's key, so
// showing that date asks nothing again.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabSlotDay } from '@arogya/contracts/labs';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

const slotsKey = (labId: string, date: string, ids: string) => ['labs', 'slots', labId, date, ids];

export function useLabSlots(labId: string | null, date: string, itemIds: readonly string[]) {
  const ids = itemIds.join(',');
  const client = useQueryClient();
  return useQuery({
    queryKey: slotsKey(labId ?? '', date, ids),
    queryFn: async ({ signal }) => {
      const day = (
        await apiClient.get<ApiSuccess<LabSlotDay>>(
          `/api/v1/labs/slots${queryString({ labId, date: date || undefined, itemIds: ids })}`,
          { signal },
        )
      ).result;
      if (!date) client.setQueryData(slotsKey(day.labId, day.date, ids), day);
      return day;
    },
    enabled: Boolean(labId) && itemIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
