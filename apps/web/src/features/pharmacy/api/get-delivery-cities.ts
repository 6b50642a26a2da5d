// Serviceable delivery cities for the mobile menu on /medifarma routes (PRODUCT.md section 1).
// Placeholder until the pharmacy work lands: it returns no cities, and the menu hides the list when
// there are none. The pharmacy issue replaces the body with a query to the API (useQuery is fine here:
// the mobile menu renders inside a QueryClientProvider); keep the signature.
export type DeliveryCity = { name: string; slug: string };

const NO_CITIES: DeliveryCity[] = [];

/** `enabled` is false off the /medifarma pages, where the list is not shown (no request should be made). */
export function useDeliveryCities(enabled = true): DeliveryCity[] {
  void enabled;
  return NO_CITIES;
}
