// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartStore } from './cart-store.ts';
import { CART_CHANGE_EVENT, readCartItemCount } from './use-cart-item-count.ts';

const tablet = {
  id: 'p1',
  name: 'Dolo 650',
  price: 3050,
  image: '',
  manufacturer: 'Micro Labs',
  unit: 'Strip',
};
const test = { id: 't1', name: 'HbA1c', price: 49900 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('cart stores', () => {
  it('write every change to their own storage key and tell the badge', () => {
    const medicines = createCartStore('medicine');
    const tests = createCartStore('labtest');
    const changes = vi.fn();
    window.addEventListener(CART_CHANGE_EVENT, changes);

    medicines.getState().add(tablet);
    medicines.getState().increase('p1');
    tests.getState().add(test);

    expect(stored('medicineCart')).toEqual({
      items: [{ ...tablet, quantity: 2, type: 'medicine' }],
      totalAmount: 6100,
      totalItems: 2,
    });
    expect(stored('labTestCart')).toMatchObject({
      totalItems: 1,
      totalAmount: 49900,
      items: [{ type: 'labtest' }],
    });
    expect(readCartItemCount('medicine')).toBe(2);
    expect(changes).toHaveBeenCalledTimes(3);
    window.removeEventListener(CART_CHANGE_EVENT, changes);
  });

  it('start from what is stored, and from an empty cart when it is unreadable', () => {
    localStorage.setItem('medicineCart', JSON.stringify({ items: [{ id: 'p1', price: 100, quantity: 2 }] }));
    expect(createCartStore('medicine').getState()).toMatchObject({ totalItems: 2, totalAmount: 200 });
    localStorage.setItem('medicineCart', '{broken');
    expect(createCartStore('medicine').getState()).toMatchObject({
      items: [],
      totalItems: 0,
      totalAmount: 0,
    });
  });

  it('only log a storage failure, keeping the change in memory', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const cart = createCartStore('labtest', () => failing);
    expect(cart.getState().items).toEqual([]);
    expect(error).toHaveBeenCalledWith('Error loading lab test cart from localStorage', expect.any(Error));

    cart.getState().add(test);
    expect(cart.getState().totalItems).toBe(1);
    expect(error).toHaveBeenCalledWith('Error saving lab test cart to localStorage', expect.any(Error));

    cart.getState().clear();
    expect(cart.getState().totalItems).toBe(0);
    expect(error).toHaveBeenCalledWith('Error removing lab test cart from localStorage', expect.any(Error));
  });

  it('clear empties the cart and deletes the stored cart', () => {
    const cart = createCartStore('medicine');
    cart.getState().add(tablet);
    cart.getState().clear();
    expect(cart.getState()).toMatchObject({ items: [], totalAmount: 0, totalItems: 0 });
    expect(localStorage.getItem('medicineCart')).toBeNull();
  });

  it('sync reloads from storage', () => {
    const cart = createCartStore('medicine');
    cart.getState().add(tablet);
    localStorage.setItem('medicineCart', JSON.stringify({ items: [{ id: 'x', price: 10, quantity: 5 }] }));
    cart.getState().sync();
    expect(cart.getState()).toMatchObject({ totalItems: 5, totalAmount: 50, items: [{ id: 'x' }] });
  });

  it('follow another tab through the storage event', () => {
    const cart = createCartStore('medicine');
    localStorage.setItem('medicineCart', JSON.stringify({ items: [{ id: 'x', price: 10, quantity: 3 }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'medicineCart' }));
    expect(cart.getState().totalItems).toBe(3);
  });

  it('addQuantity adds several at once through the add and set-quantity rules', () => {
    const cart = createCartStore('medicine');
    cart.getState().addQuantity(tablet, 3);
    expect(cart.getState()).toMatchObject({ totalItems: 3, totalAmount: 9150 });
    cart.getState().addQuantity(tablet, 2);
    expect(cart.getState()).toMatchObject({ totalItems: 5, totalAmount: 15250 });
    expect(cart.getState().items).toHaveLength(1);
  });

  it('write nothing for a refused change (set quantity 0)', () => {
    const cart = createCartStore('medicine');
    cart.getState().add(tablet);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    cart.getState().setQuantity('p1', 0);
    expect(setItem).not.toHaveBeenCalled();
    expect(cart.getState().items[0]?.quantity).toBe(1);
  });
});
