// Links into the pharmacy pages (docs/screens.md#route-table). Kept out of paths.ts so the home page's bundle
// does not carry them: only the lazily loaded pharmacy, cart and order pages import this file.
export const productPath = (productId: string) => `/product/${encodeURIComponent(productId)}`;
export const medicineCategoryPath = (categoryId: string) => `/medicategory/${encodeURIComponent(categoryId)}`;
export const brandPath = (brandId: string) => `/brands/${encodeURIComponent(brandId)}`;
/** The pharmacy home's brand list, where 'Back to Brands' leads. */
export const BRANDS_SECTION_PATH = '/medifarma#brands';
export const orderSuccessPath = (orderId: string) => `/order-success?order=${encodeURIComponent(orderId)}`;
