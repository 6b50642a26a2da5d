// GET /api/v1/labs/offers?pinCode=&itemIds=: the labs that collect at a pin code and run every item, with
// their prices, cheapest first.

import { isPinCode } from '@arogya/contracts/constants';
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabOffer } from '@arogya/contracts/labs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export function useLabOffers(pinCode: string | null | undefined, itemIds: readonly string[]) {
  const valid = !!pinCode && isPinCode(pinCode) && itemIds.length > 0;
  const ids = [...itemIds].sort().join(',');
  return useQuery({
    queryKey: ['labs', 'offers', pinCode ?? '', ids],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<LabOffer[]>>(
          `/api/v1/labs/offers${queryString({ pinCode, itemIds: ids })}`,
          { signal },
        )
      ).result,
    enabled: valid,
    staleTime: 60_000,
  });
}
