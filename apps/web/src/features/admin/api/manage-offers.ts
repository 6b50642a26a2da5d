// GET/POST /api/v1/admin/offers, PUT /api/v1/admin/offers/:id, POST /api/v1/admin/offers/:id/retire and
// GET /api/v1/admin/offers/targets (categories, and brands by the start of their name).
import type { AdminOffer, OfferInput, OfferTargets } from '@arogya/contracts/admin';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

const offersKey = [...adminKey, 'offers'] as const;
const offerPath = (id: string) => `/api/v1/admin/offers/${encodeURIComponent(id)}`;

export function useAdminOffers() {
  return useQuery({
    queryKey: offersKey,
    queryFn: ({ signal }) => apiClient.get<ApiSuccess<AdminOffer[]>>('/api/v1/admin/offers', { signal }),
  });
}

export function useOfferTargets(brandQuery: string) {
  return useQuery({
    queryKey: [...offersKey, 'targets', brandQuery],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<OfferTargets>>(
          `/api/v1/admin/offers/targets?q=${encodeURIComponent(brandQuery)}`,
          { signal },
        )
      ).result,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: OfferInput }) =>
      id
        ? apiClient.put<ApiSuccess<AdminOffer>>(offerPath(id), body)
        : apiClient.post<ApiSuccess<AdminOffer>>('/api/v1/admin/offers', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}

export function useRetireOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<ApiSuccess<AdminOffer>>(`${offerPath(id)}/retire`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}
