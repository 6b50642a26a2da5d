// POST /api/v1/cart/quote: the server's prices, MRP savings, shipping, cash-on-delivery rules and stock
// problems for the cart's lines. The totals the shopper sees are these, never the browser's own sums.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PaymentMethod, Quote, QuoteRequest } from '@arogya/contracts/pharmacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { CartItem } from '../../../lib/cart/cart-slice.ts';

export const cartQuoteKey = ['cart', 'quote'] as const;

export function quoteLines(items: readonly CartItem[]): QuoteRequest['lines'] {
  return items.map((item) => ({
    productId: item.id,
    quantity: item.quantity,
    ...(item.color ? { color: item.color } : {}),
    ...(item.size ? { size: item.size } : {}),
  }));
}

export async function getCartQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const body = await apiClient.post<ApiSuccess<Quote>>('/api/v1/cart/quote', request, { signal });
  return body.result;
}

export function useCartQuote(
  items: readonly CartItem[],
  {
    pinCode,
    paymentMethod,
    forWhom,
  }: { pinCode?: string | null; paymentMethod?: PaymentMethod | null; forWhom?: string } = {},
) {
  const request: QuoteRequest = {
    lines: quoteLines(items),
    ...(pinCode ? { pinCode } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(forWhom && forWhom !== 'self' ? { forWhom } : {}),
  };
  return useQuery({
    queryKey: [...cartQuoteKey, request],
    queryFn: ({ signal }) => getCartQuote(request, signal),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
