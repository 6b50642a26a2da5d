// The admin's catalogue endpoints: GET /api/v1/admin/products (search, by cursor), PUT
// /api/v1/admin/products/:id (price, MRP, schedule), POST /api/v1/admin/products/:id/restock, and the CSV
// imports POST /api/v1/admin/products/import and /api/v1/admin/lab-tests/import.
import type { AdminProduct, CursorPage, ImportReport, UpdateProductRequest } from '@arogya/contracts/admin';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adminKey } from './admin-keys.ts';

const productsKey = [...adminKey, 'products'] as const;
const productPath = (id: string) => `/api/v1/admin/products/${encodeURIComponent(id)}`;

export function useAdminProducts(q: string) {
  return useInfiniteQuery({
    queryKey: [...productsKey, q],
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<CursorPage<AdminProduct>>(
        `/api/v1/admin/products${queryString({ q: q || undefined, cursor: pageParam })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateProductRequest }) =>
      apiClient.put<ApiSuccess<AdminProduct>>(productPath(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

export function useRestockProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) =>
      apiClient.post<ApiSuccess<AdminProduct>>(`${productPath(id)}/restock`, { quantity }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

export type ImportTarget = 'medicines' | 'lab-tests';
const IMPORT_PATH: Record<ImportTarget, string> = {
  medicines: '/api/v1/admin/products/import',
  'lab-tests': '/api/v1/admin/lab-tests/import',
};

export function useCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, csv, dryRun }: { target: ImportTarget; csv: string; dryRun: boolean }) =>
      apiClient.post<ApiSuccess<ImportReport>>(IMPORT_PATH[target], { csv, dryRun }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
