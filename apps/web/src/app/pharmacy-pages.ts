// The pharmacy, cart, order, prescription and pharmacist pages, loaded in two steps like care-pages.ts: the
// route table imports this small module, which imports the page, so their preload lists stay out of the
// entry chunk and these routes add next to nothing to what '/' downloads.
import { withCatalogs } from '../lib/i18n/catalogs.ts';

export const pharmacyPages = {
  medifarma: () => withCatalogs(() => import('../features/pharmacy/routes/medifarma.tsx'), 'pharmacy'),
  medifarmaLocation: () =>
    withCatalogs(() => import('../features/pharmacy/routes/medifarma-location.tsx'), 'pharmacy'),
  category: () => withCatalogs(() => import('../features/pharmacy/routes/category.tsx'), 'pharmacy'),
  brandProducts: () =>
    withCatalogs(() => import('../features/pharmacy/routes/brand-products.tsx'), 'pharmacy'),
  medicineSearch: () =>
    withCatalogs(() => import('../features/pharmacy/routes/medicine-search.tsx'), 'pharmacy'),
  productDetails: () =>
    withCatalogs(() => import('../features/pharmacy/routes/product-details.tsx'), 'pharmacy'),
  wishlist: () => withCatalogs(() => import('../features/pharmacy/routes/wishlist.tsx'), 'pharmacy'),
  cart: () => withCatalogs(() => import('../features/cart/routes/cart.tsx'), 'cart'),
  checkout: () => withCatalogs(() => import('../features/cart/routes/checkout.tsx'), 'cart'),
  addresses: () => withCatalogs(() => import('../features/cart/routes/addresses.tsx'), 'cart'),
  orderSuccess: () => withCatalogs(() => import('../features/orders/routes/order-success.tsx'), 'orders'),
  myOrders: () => withCatalogs(() => import('../features/orders/routes/my-orders.tsx'), 'orders'),
  prescriptionUpload: () =>
    withCatalogs(() => import('../features/prescriptions/routes/prescription-upload.tsx'), 'prescriptions'),
  prescriptions: () =>
    withCatalogs(() => import('../features/prescriptions/routes/prescriptions.tsx'), 'prescriptions'),
  pharmacistDesk: () =>
    withCatalogs(() => import('../features/pharmacist/routes/pharmacist-desk.tsx'), 'pharmacist'),
};

export type PharmacyPage = keyof typeof pharmacyPages;
