// GET /api/v1/wishlist: the signed-in user's saved products, most recently added first.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { WishlistItem } from '@arogya/contracts/pharmacy';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const wishlistKey = ['pharmacy', 'wishlist'] as const;

export async function listWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return (await apiClient.get<ApiSuccess<WishlistItem[]>>('/api/v1/wishlist', { signal })).result;
}

export function useWishlist() {
  return useQuery({ queryKey: wishlistKey, queryFn: ({ signal }) => listWishlist(signal) });
}
