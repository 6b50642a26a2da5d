import { describe, expect, it } from 'vitest';
import { type CartItemInput, type CartState, cartReducer, emptyCart, parseStoredCart } from './cart-slice.ts';

const paracetamol: CartItemInput = {
  id: 'p1',
  name: 'Dolo 650',
  price: 3050,
  image: '/img/p1.webp',
  quantity: 4,
  manufacturer: 'Micro Labs',
  unit: 'Strip of 15 tablets',
};
const glucometer: CartItemInput = { id: 'd1', name: 'Accu-Chek', price: 129900, size: 'Kit', color: 'Blue' };

const medicine = cartReducer('medicine');
const labtest = cartReducer('labtest');

function cartWith(...adds: CartItemInput[]): CartState {
  return adds.reduce((state, item) => medicine(state, { type: 'add', item }), emptyCart());
}

describe('add', () => {
  it('adds a new item with quantity 1 (whatever quantity the payload carries) and the cart type', () => {
    const cart = medicine(emptyCart(), { type: 'add', item: paracetamol });
    expect(cart.items).toEqual([
      {
        id: 'p1',
        name: 'Dolo 650',
        price: 3050,
        image: '/img/p1.webp',
        manufacturer: 'Micro Labs',
        unit: 'Strip of 15 tablets',
        quantity: 1,
        type: 'medicine',
      },
    ]);
    expect(cart.totalItems).toBe(1);
    expect(cart.totalAmount).toBe(3050);
  });

  it('fixes the type to labtest in the lab-test cart', () => {
    const cart = labtest(emptyCart(), { type: 'add', item: { id: 't1', price: 49900, name: 'HbA1c' } });
    expect(cart.items[0]?.type).toBe('labtest');
  });

  it('gives an item already present one more, raising totals by 1 and by its price', () => {
    const cart = cartWith(paracetamol, glucometer, paracetamol);
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([
      ['p1', 2],
      ['d1', 1],
    ]);
    expect(cart.totalItems).toBe(3);
    expect(cart.totalAmount).toBe(3050 * 2 + 129900);
  });

  it('keeps the size and colour the detail view sends', () => {
    const cart = cartWith(glucometer);
    expect(cart.items[0]).toMatchObject({ size: 'Kit', color: 'Blue' });
  });

  it('does not change the state it was given', () => {
    const before = cartWith(paracetamol);
    const snapshot = structuredClone(before);
    medicine(before, { type: 'add', item: paracetamol });
    expect(before).toEqual(snapshot);
  });
});

describe('remove', () => {
  it('deletes the whole line and subtracts its quantity and price times quantity', () => {
    const cart = cartWith(paracetamol, paracetamol, paracetamol, glucometer);
    const after = medicine(cart, { type: 'remove', id: 'p1' });
    expect(after.items.map((i) => i.id)).toEqual(['d1']);
    expect(after.totalItems).toBe(1);
    expect(after.totalAmount).toBe(129900);
  });

  it('leaves the cart alone for an item that is not in it', () => {
    const cart = cartWith(paracetamol);
    expect(medicine(cart, { type: 'remove', id: 'nope' })).toBe(cart);
  });
});

describe('set quantity', () => {
  it('changes totals by the difference', () => {
    const cart = cartWith(paracetamol, glucometer);
    const up = medicine(cart, { type: 'setQuantity', id: 'p1', quantity: 5 });
    expect(up.items[0]?.quantity).toBe(5);
    expect(up.totalItems).toBe(6);
    expect(up.totalAmount).toBe(3050 * 5 + 129900);
    const down = medicine(up, { type: 'setQuantity', id: 'p1', quantity: 2 });
    expect(down.totalItems).toBe(3);
    expect(down.totalAmount).toBe(3050 * 2 + 129900);
  });

  it('ignores quantity 0, a negative or a fractional quantity (the line stays as it was)', () => {
    const cart = cartWith(paracetamol, paracetamol);
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(medicine(cart, { type: 'setQuantity', id: 'p1', quantity })).toBe(cart);
    }
  });

  it('ignores an item that is not in the cart', () => {
    const cart = cartWith(paracetamol);
    expect(medicine(cart, { type: 'setQuantity', id: 'ghost', quantity: 3 })).toBe(cart);
  });
});

describe('increase and decrease', () => {
  it('increase adds one', () => {
    const cart = medicine(cartWith(paracetamol), { type: 'increase', id: 'p1' });
    expect(cart.items[0]?.quantity).toBe(2);
    expect(cart.totalItems).toBe(2);
    expect(cart.totalAmount).toBe(6100);
  });

  it('decrease takes one away', () => {
    const cart = medicine(cartWith(paracetamol, paracetamol, paracetamol), { type: 'decrease', id: 'p1' });
    expect(cart.items[0]?.quantity).toBe(2);
    expect(cart.totalItems).toBe(2);
    expect(cart.totalAmount).toBe(6100);
  });

  it('decrease at quantity 1 removes the line', () => {
    const cart = medicine(cartWith(paracetamol, glucometer), { type: 'decrease', id: 'p1' });
    expect(cart.items.map((i) => i.id)).toEqual(['d1']);
    expect(cart.totalItems).toBe(1);
    expect(cart.totalAmount).toBe(129900);
  });

  it('do nothing for an item that is not in the cart', () => {
    const cart = cartWith(paracetamol);
    expect(medicine(cart, { type: 'increase', id: 'x' })).toBe(cart);
    expect(medicine(cart, { type: 'decrease', id: 'x' })).toBe(cart);
  });
});

describe('clear and sync', () => {
  it('clear empties the cart with totals 0', () => {
    expect(medicine(cartWith(paracetamol, glucometer), { type: 'clear' })).toEqual({
      items: [],
      totalAmount: 0,
      totalItems: 0,
    });
  });

  it('sync takes the state it is given (the one read from storage)', () => {
    const stored = cartWith(glucometer);
    expect(medicine(cartWith(paracetamol), { type: 'sync', state: stored })).toBe(stored);
  });
});

describe('reading the stored cart', () => {
  it('reads a stored cart back', () => {
    const cart = cartWith(paracetamol, paracetamol, glucometer);
    expect(parseStoredCart(JSON.stringify(cart), 'medicine')).toEqual(cart);
  });

  it('gives an empty cart with totals 0 for missing or unreadable data', () => {
    for (const text of [
      null,
      '',
      '{not json',
      'null',
      'undefined',
      '42',
      '[]',
      '{"items":"x"}',
      '{"items":[{"id":"p1","price":"10","quantity":1}]}',
      '{"items":[{"id":"p1","price":10,"quantity":0}]}',
      '{"items":[{"price":10,"quantity":1}]}',
      '{"items":[{"id":"p1","price":10,"quantity":1},{"id":"p1","price":10,"quantity":2}]}',
    ]) {
      expect(parseStoredCart(text, 'medicine'), String(text)).toEqual({
        items: [],
        totalAmount: 0,
        totalItems: 0,
      });
    }
  });

  it('recomputes totals from the lines and fixes the type to the cart', () => {
    const text = JSON.stringify({
      items: [{ id: 'p1', price: 500, quantity: 3, type: 'labtest', name: 'X', extra: 1 }],
      totalAmount: 1,
      totalItems: 99,
    });
    expect(parseStoredCart(text, 'medicine')).toEqual({
      items: [{ id: 'p1', price: 500, quantity: 3, type: 'medicine', name: 'X' }],
      totalAmount: 1500,
      totalItems: 3,
    });
  });
});
