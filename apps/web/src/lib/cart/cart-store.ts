// The two carts as small zustand stores around the pure reducer of cart-slice.ts. Every change is written to
// browser storage (docs/product-rules.md#carts: labTestCart, medicineCart); a storage failure is only logged,
// and the navigation badge is told (notifyCartChange). Another tab's change arrives through the 'storage'
// event.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import {
  type CartAction,
  type CartItemInput,
  type CartKind,
  type CartState,
  cartReducer,
  emptyCart,
  parseStoredCart,
} from './cart-slice.ts';
import { CART_STORAGE_KEY, notifyCartChange } from './use-cart-item-count.ts';

export type CartStore = CartState & {
  add: (item: CartItemInput) => void;
  /** Adds `quantity` at once: the add rule, then set quantity for the rest. */
  addQuantity: (item: CartItemInput, quantity: number) => void;
  remove: (id: string) => void;
  setQuantity: (id: string, quantity: number) => void;
  increase: (id: string) => void;
  decrease: (id: string) => void;
  clear: () => void;
  /** Reloads the cart from browser storage. */
  sync: () => void;
};

type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The names the log messages use, e.g. 'Error saving lab test cart to localStorage'. */
export const CART_LABELS: Record<CartKind, string> = { labtest: 'lab test cart', medicine: 'medicine cart' };

function browserStorage(): CartStorage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

const pick = ({ items, totalAmount, totalItems }: CartState): CartState => ({
  items,
  totalAmount,
  totalItems,
});

export function createCartStore(
  kind: CartKind,
  getStorage: () => CartStorage | null = browserStorage,
): UseBoundStore<StoreApi<CartStore>> {
  const key = CART_STORAGE_KEY[kind];
  const label = CART_LABELS[kind];
  const reduce = cartReducer(kind);

  const load = (): CartState => {
    try {
      return parseStoredCart(getStorage()?.getItem(key) ?? null, kind);
    } catch (error) {
      console.error(`Error loading ${label} from localStorage`, error);
      return emptyCart();
    }
  };
  const save = (cart: CartState) => {
    try {
      getStorage()?.setItem(key, JSON.stringify(cart));
    } catch (error) {
      console.error(`Error saving ${label} to localStorage`, error);
    }
  };
  const forget = () => {
    try {
      getStorage()?.removeItem(key);
    } catch (error) {
      console.error(`Error removing ${label} from localStorage`, error);
    }
  };

  const store = create<CartStore>()((set, get) => {
    const dispatch = (action: CartAction) => {
      const before = pick(get());
      const after = reduce(before, action);
      if (action.type === 'clear') {
        set(after);
        forget();
      } else {
        const { items, totalAmount, totalItems } = after;
        if (items === before.items && totalAmount === before.totalAmount && totalItems === before.totalItems)
          return;
        set(after);
        save(after);
      }
      notifyCartChange();
    };

    return {
      ...load(),
      add: (item) => dispatch({ type: 'add', item }),
      addQuantity(item, quantity) {
        const current = get().items.find((line) => line.id === item.id)?.quantity ?? 0;
        dispatch({ type: 'add', item });
        if (quantity > 1) dispatch({ type: 'setQuantity', id: item.id, quantity: current + quantity });
      },
      remove: (id) => dispatch({ type: 'remove', id }),
      setQuantity: (id, quantity) => dispatch({ type: 'setQuantity', id, quantity }),
      increase: (id) => dispatch({ type: 'increase', id }),
      decrease: (id) => dispatch({ type: 'decrease', id }),
      clear: () => dispatch({ type: 'clear' }),
      sync: () => set(reduce(pick(get()), { type: 'sync', state: load() })),
    };
  });

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) store.getState().sync();
    });
  }
  return store;
}

export const useMedicineCart = createCartStore('medicine');
export const useLabTestCart = createCartStore('labtest');
