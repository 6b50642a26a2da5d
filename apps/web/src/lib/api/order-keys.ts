// Query keys of the medicine orders, shared by the checkout (which places them), My Orders and the
// pharmacist's desk (which change them).
export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => ['orders', 'detail', id] as const;
export const myOrdersKey = ['orders', 'mine'] as const;
export const pharmacistKey = ['orders', 'pharmacist'] as const;
