// GET/POST /api/v1/admin/banners, PUT /api/v1/admin/banners/:id and POST /api/v1/admin/banners/:id/retire.
import type { AdminBanner, BannerInput } from '@arogya/contracts/admin';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

const bannersKey = [...adminKey, 'banners'] as const;
const bannerPath = (id: string) => `/api/v1/admin/banners/${encodeURIComponent(id)}`;

export function useAdminBanners() {
  return useQuery({
    queryKey: bannersKey,
    queryFn: ({ signal }) => apiClient.get<ApiSuccess<AdminBanner[]>>('/api/v1/admin/banners', { signal }),
  });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: BannerInput }) =>
      id
        ? apiClient.put<ApiSuccess<AdminBanner>>(bannerPath(id), body)
        : apiClient.post<ApiSuccess<AdminBanner>>('/api/v1/admin/banners', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useRetireBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<ApiSuccess<AdminBanner>>(`${bannerPath(id)}/retire`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
