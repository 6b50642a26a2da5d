// The cart rules (docs/product-rules.md#carts), identical for the lab-test cart and the medicine cart, as a
// pure reducer; reading and writing browser storage is kept beside it (cart-store.ts calls both). Prices are
// integer paise (docs/product-rules.md#money), so totals never drift.
import type { CartKind } from './use-cart-item-count.ts';

export type { CartKind };

/** A cart line: the fields of the added item (docs/screens.md#shapes-the-pages-read), the quantity and the cart's fixed type. */
export type CartItem = {
  id: string;
  /** Unit price in paise: the discount price when the item was added. The server re-prices at checkout. */
  price: number;
  quantity: number;
  type: CartKind;
  name?: string;
  /** A lab test's or package's Hindi name (lab_items.name_hi), shown for it on Hindi pages. */
  nameHi?: string;
  image?: string;
  manufacturer?: string;
  unit?: string;
  size?: string;
  color?: string;
};

/** What a page sends when adding (id, name, price, image, quantity, manufacturer, unit; size and color from the detail view). */
export type CartItemInput = Omit<CartItem, 'type' | 'quantity'> & { quantity?: number };

export type CartState = { items: CartItem[]; totalAmount: number; totalItems: number };

export type CartAction =
  | { type: 'add'; item: CartItemInput }
  | { type: 'remove'; id: string }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'increase'; id: string }
  | { type: 'decrease'; id: string }
  | { type: 'clear' }
  | { type: 'sync'; state: CartState };

export const emptyCart = (): CartState => ({ items: [], totalAmount: 0, totalItems: 0 });

function replaceLine(
  state: CartState,
  id: string,
  line: CartItem | null,
  itemDelta: number,
  amountDelta: number,
) {
  const items = line
    ? state.items.map((item) => (item.id === id ? line : item))
    : state.items.filter((item) => item.id !== id);
  return { items, totalItems: state.totalItems + itemDelta, totalAmount: state.totalAmount + amountDelta };
}

/** The reducer of one cart; `kind` fixes every line's type (labtest or medicine). Unchanged state is returned as is. */
export function cartReducer(kind: CartKind) {
  return function reduce(state: CartState, action: CartAction): CartState {
    switch (action.type) {
      case 'add': {
        const { quantity: _ignored, ...fields } = action.item;
        const existing = state.items.find((item) => item.id === fields.id);
        if (existing) {
          // An item already present gains quantity 1; the fields it was first added with stay.
          return replaceLine(
            state,
            existing.id,
            { ...existing, quantity: existing.quantity + 1 },
            1,
            existing.price,
          );
        }
        const line: CartItem = { ...fields, quantity: 1, type: kind };
        return {
          items: [...state.items, line],
          totalItems: state.totalItems + 1,
          totalAmount: state.totalAmount + line.price,
        };
      }
      case 'remove': {
        const line = state.items.find((item) => item.id === action.id);
        if (!line) return state;
        return replaceLine(state, line.id, null, -line.quantity, -line.price * line.quantity);
      }
      case 'setQuantity': {
        const line = state.items.find((item) => item.id === action.id);
        // Applies only to a present item and a whole quantity above 0.
        if (!line || !Number.isInteger(action.quantity) || action.quantity <= 0) return state;
        const delta = action.quantity - line.quantity;
        if (delta === 0) return state;
        return replaceLine(state, line.id, { ...line, quantity: action.quantity }, delta, delta * line.price);
      }
      case 'increase': {
        const line = state.items.find((item) => item.id === action.id);
        if (!line) return state;
        return replaceLine(state, line.id, { ...line, quantity: line.quantity + 1 }, 1, line.price);
      }
      case 'decrease': {
        const line = state.items.find((item) => item.id === action.id);
        if (!line) return state;
        // At quantity 1 the line is removed.
        const next = line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : null;
        return replaceLine(state, line.id, next, -1, -line.price);
      }
      case 'clear':
        return emptyCart();
      case 'sync':
        return action.state;
    }
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : undefined);

function readLine(value: unknown, kind: CartKind): CartItem | null {
  if (!isRecord(value)) return null;
  const { id, price, quantity } = value;
  if (typeof id !== 'string' || !id) return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const line: CartItem = { id, price, quantity, type: kind };
  for (const key of ['name', 'nameHi', 'image', 'manufacturer', 'unit', 'size', 'color'] as const) {
    const text = optionalText(value[key]);
    if (text !== undefined) line[key] = text;
  }
  return line;
}

/**
 * The cart stored as text: missing, unreadable or malformed data gives an empty cart with totals 0.
 * Totals are recomputed from the lines, so a stored cart whose totals disagree with its lines cannot
 * show one amount and charge another.
 */
export function parseStoredCart(text: string | null, kind: CartKind): CartState {
  if (text === null || text === '') return emptyCart();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return emptyCart();
  }
  if (!isRecord(value) || !Array.isArray(value.items)) return emptyCart();
  const items: CartItem[] = [];
  for (const raw of value.items) {
    const line = readLine(raw, kind);
    if (!line) return emptyCart();
    if (items.some((item) => item.id === line.id)) return emptyCart();
    items.push(line);
  }
  return {
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalAmount: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
  };
}
