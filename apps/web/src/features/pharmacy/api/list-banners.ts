// GET /api/v1/banners/getAll: the pharmacy home's banners.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Banner } from '@arogya/contracts/pharmacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function listBanners(signal?: AbortSignal): Promise<Banner[]> {
  const body = await apiClient.get<ApiSuccess<Banner[]>>('/api/v1/banners/getAll', { signal });
  return body.result;
}

/** The query of useBanners (also a route loader's, with ensureQueryData). */
export function bannersQuery() {
  return queryOptions({ queryKey: ['pharmacy', 'banners'], queryFn: ({ signal }) => listBanners(signal) });
}

export function useBanners() {
  return useQuery(bannersQuery());
}
