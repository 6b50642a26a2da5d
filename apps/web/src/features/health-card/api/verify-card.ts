// GET /api/v1/membership-card/verify/:token (public): what a clinic or lab may see of a card.

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { CardVerification } from '@arogya/contracts/health-card';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function useCardVerification(token: string) {
  return useQuery({
    queryKey: ['membership-card-verify', token],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<CardVerification>>(
          `/api/v1/membership-card/verify/${encodeURIComponent(token)}`,
          { signal, redirectOnUnauthorized: false },
        )
      ).result,
    retry: false,
  });
}
