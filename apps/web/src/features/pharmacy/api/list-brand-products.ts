// GET /api/v1/medicines/brand/:brandId: the brand, its products for the chosen sort and facets, and the facet
// groups built from product attributes (docs/screens.md#server-state-in-the-browser: fresh 5 minutes,
// retained 10; a refusal reads 'Failed to fetch brand products').
import type { Pagination } from '@arogya/contracts/errors';
import type { Brand, BrandProductsQuery, FacetGroup, ProductCard } from '@arogya/contracts/pharmacy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export const BRAND_FETCH_FAILED = 'Failed to fetch brand products';

export type BrandProducts = {
  success: true;
  result: ProductCard[];
  brand: Brand;
  facets: FacetGroup[];
  pagination: Pagination;
};

export async function getBrandProducts(
  brandId: string,
  query: BrandProductsQuery,
  signal?: AbortSignal,
): Promise<BrandProducts> {
  try {
    return await apiClient.get<BrandProducts>(
      `/api/v1/medicines/brand/${encodeURIComponent(brandId)}${queryString({ ...query })}`,
      { signal },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) {
      throw new ApiError(error.status, error.code, BRAND_FETCH_FAILED, error.details, error.serverMessage);
    }
    throw error;
  }
}

/** The query of useBrandProducts (also a route loader's, with ensureQueryData). */
export function brandProductsQuery(brandId: string | undefined, query: BrandProductsQuery) {
  return queryOptions({
    queryKey: ['pharmacy', 'brand', brandId ?? '', query],
    queryFn: ({ signal }) => getBrandProducts(brandId ?? '', query, signal),
    enabled: Boolean(brandId),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export function useBrandProducts(brandId: string | undefined, query: BrandProductsQuery) {
  return useQuery(brandProductsQuery(brandId, query));
}
