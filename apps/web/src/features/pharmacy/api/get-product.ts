// GET /api/v1/medicines/getOne/:id: everything the product page shows, with reviews, related products and
// substitutes. A product that is unknown or has no images is 'Product not found'
// (docs/screens.md#product-details).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { ProductDetail } from '@arogya/contracts/pharmacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

export const productKey = (id: string) => ['pharmacy', 'product', id] as const;

export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  const body = await apiClient.get<ApiSuccess<ProductDetail>>(
    `/api/v1/medicines/getOne/${encodeURIComponent(id)}`,
    {
      signal,
    },
  );
  return body.result;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The query of useProduct (also a route loader's, with ensureQueryData). */
export function productQuery(id: string | undefined) {
  return queryOptions({
    queryKey: productKey(id ?? ''),
    queryFn: ({ signal }) => getProduct(id ?? '', signal),
    enabled: Boolean(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery(productQuery(id));
}
