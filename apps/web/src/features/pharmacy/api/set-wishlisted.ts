// PUT / DELETE /api/v1/wishlist/:id: adds a product to, or removes it from, the signed-in user's wishlist.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { ProductDetail } from '@arogya/contracts/pharmacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { productKey } from './get-product.ts';
import { wishlistKey } from './list-wishlist.ts';

type Answer = ApiSuccess<{ productId: string; wishlisted: boolean }>;

export function setWishlisted({ productId, wishlisted }: { productId: string; wishlisted: boolean }) {
  const path = `/api/v1/wishlist/${encodeURIComponent(productId)}`;
  return wishlisted ? apiClient.put<Answer>(path) : apiClient.delete<Answer>(path);
}

export function useSetWishlisted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWishlisted,
    onSuccess: (answer) => {
      const { productId, wishlisted } = answer.result;
      queryClient.setQueryData<ProductDetail>(productKey(productId), (old) =>
        old ? { ...old, wishlisted } : old,
      );
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
    },
  });
}
