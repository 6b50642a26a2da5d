// Item counts of the two carts for the navigation badge, read from browser storage
// (docs/screens.md#navigation). The cart feature should call notifyCartChange() after each write so the badge
// follows in this tab; other tabs follow through the 'storage' event.
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { useSyncExternalStore } from 'react';
import { readJson } from '../storage.ts';

export type CartKind = 'labtest' | 'medicine';

export const CART_STORAGE_KEY: Record<CartKind, string> = {
  labtest: STORAGE_KEYS.labTestCart,
  medicine: STORAGE_KEYS.medicineCart,
};

export const CART_CHANGE_EVENT = 'arogya:cart-change';

/** totalItems of the stored cart; 0 when the cart is missing, unreadable or holds nonsense. */
export function readCartItemCount(kind: CartKind): number {
  const cart = readJson<{ totalItems?: unknown }>(CART_STORAGE_KEY[kind]);
  const count = typeof cart === 'object' && cart !== null ? cart.totalItems : undefined;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

export function notifyCartChange(): void {
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

export function useCartItemCount(kind: CartKind): number {
  return useSyncExternalStore(
    subscribe,
    () => readCartItemCount(kind),
    () => 0,
  );
}
