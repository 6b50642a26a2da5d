// The pharmacy, cart, order, prescription and pharmacist pages, loaded in two steps like care-pages.ts: the
// route table imports this small module, which imports the page, so their preload lists stay out of the
// entry chunk and these routes add next to nothing to what '/' downloads.
export const pharmacyPages = {
  medifarma: () => import('../features/pharmacy/routes/medifarma.tsx'),
  medifarmaLocation: () => import('../features/pharmacy/routes/medifarma-location.tsx'),
  category: () => import('../features/pharmacy/routes/category.tsx'),
  brandProducts: () => import('../features/pharmacy/routes/brand-products.tsx'),
  medicineSearch: () => import('../features/pharmacy/routes/medicine-search.tsx'),
  productDetails: () => import('../features/pharmacy/routes/product-details.tsx'),
  wishlist: () => import('../features/pharmacy/routes/wishlist.tsx'),
  cart: () => import('../features/cart/routes/cart.tsx'),
  checkout: () => import('../features/cart/routes/checkout.tsx'),
  orderSuccess: () => import('../features/orders/routes/order-success.tsx'),
  myOrders: () => import('../features/orders/routes/my-orders.tsx'),
  prescriptionUpload: () => import('../features/prescriptions/routes/prescription-upload.tsx'),
  prescriptions: () => import('../features/prescriptions/routes/prescriptions.tsx'),
  pharmacistDesk: () => import('../features/pharmacist/routes/pharmacist-desk.tsx'),
};

export type PharmacyPage = keyof typeof pharmacyPages;
