// @vitest-environment jsdom
// The lab-test cart through the cart rules (docs/product-rules.md#carts) with what a test or package page
// adds (toLabCartItem), stored under labTestCart.
import type { LabItemSummary } from '@arogya/contracts/labs';
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCart, parseStoredCart } from '../../lib/cart/cart-slice.ts';
import { createCartStore } from '../../lib/cart/cart-store.ts';
import { english } from '../../lib/i18n/english.ts';
import { fastingText, toLabCartItem, turnaroundText, unbookableReason } from '../../lib/lab-cart-item.ts';

const item = (over: Partial<LabItemSummary> = {}): LabItemSummary => ({
  id: 'lt_hba1c',
  slug: 'hba1c',
  code: 'HBA1C',
  type: 'test',
  name: 'HbA1c (Glycated Haemoglobin)',
  nameHi: null,
  summaryHi: null,
  aliases: ['glycated haemoglobin'],
  aliasesHi: null,
  category: { slug: 'diabetes', label: 'Diabetes' },
  summary: 'Average blood sugar over three months',
  sampleTypes: ['blood'],
  fastingHours: 0,
  fastingRequired: false,
  preparation: '',
  turnaroundHours: 24,
  discountPrice: 399,
  price: 399,
  originalPrice: 550,
  discountPricePaise: 39_900,
  originalPricePaise: 55_000,
  discount: 27,
  parameterCount: 2,
  testCount: 1,
  labCount: 4,
  pinCode: null,
  popular: true,
  ...over,
});

const pkg = item({
  id: 'lp_full',
  slug: 'full-body-checkup-basic',
  type: 'package',
  name: 'Full Body Checkup Basic',
  testCount: 9,
  discountPricePaise: 149_900,
});

const reduce = cartReducer('labtest');

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('what a lab page adds', () => {
  it('carries id, name, the lowest lab price in paise and what it is; quantity 1', () => {
    expect(toLabCartItem(english, item())).toEqual({
      id: 'lt_hba1c',
      name: 'HbA1c (Glycated Haemoglobin)',
      price: 39_900,
      unit: 'Test',
      quantity: 1,
    });
    expect(toLabCartItem(english, pkg).unit).toBe('Package · 9 tests');
  });

  it('an item no lab offers cannot be added, and says why', () => {
    expect(unbookableReason(english, item({ labCount: 0 }))).toBe('No partner lab offers it yet');
    expect(unbookableReason(english, item())).toBeNull();
  });
});

describe('the lab-test cart rules', () => {
  it('adds with type labtest, totals rise by 1 and the price', () => {
    const cart = reduce(emptyCart(), { type: 'add', item: toLabCartItem(english, item()) });
    expect(cart.items[0]?.type).toBe('labtest');
    expect(cart.totalItems).toBe(1);
    expect(cart.totalAmount).toBe(39_900);
  });

  it('adding the same test again raises its quantity; a package is its own line', () => {
    let cart = reduce(emptyCart(), { type: 'add', item: toLabCartItem(english, item()) });
    cart = reduce(cart, { type: 'add', item: toLabCartItem(english, item()) });
    cart = reduce(cart, { type: 'add', item: toLabCartItem(english, pkg) });
    expect(cart.items.map((l) => [l.id, l.quantity])).toEqual([
      ['lt_hba1c', 2],
      ['lp_full', 1],
    ]);
    expect(cart.totalItems).toBe(3);
    expect(cart.totalAmount).toBe(2 * 39_900 + 149_900);
  });

  it('remove drops the whole line; decrease at 1 removes; clear empties', () => {
    let cart = reduce(emptyCart(), { type: 'add', item: toLabCartItem(english, item()) });
    cart = reduce(cart, { type: 'add', item: toLabCartItem(english, pkg) });
    expect(reduce(cart, { type: 'remove', id: 'lp_full' }).totalAmount).toBe(39_900);
    expect(reduce(cart, { type: 'decrease', id: 'lt_hba1c' }).items.map((l) => l.id)).toEqual(['lp_full']);
    expect(reduce(cart, { type: 'clear' })).toEqual(emptyCart());
  });

  it('is stored under labTestCart, apart from the medicine cart, and read back with type labtest', () => {
    const storage = memoryStorage();
    const store = createCartStore('labtest', () => storage);
    store.getState().add(toLabCartItem(english, pkg));
    const text = storage.data.get(STORAGE_KEYS.labTestCart) ?? null;
    expect(text).not.toBeNull();
    expect(storage.data.has(STORAGE_KEYS.medicineCart)).toBe(false);
    const back = parseStoredCart(text, 'labtest');
    expect(back.items[0]).toMatchObject({ id: 'lp_full', type: 'labtest', price: 149_900 });
    store.getState().clear();
    expect(storage.data.has(STORAGE_KEYS.labTestCart)).toBe(false);
  });
});

describe('item facts in words', () => {
  it('fasting and turnaround', () => {
    expect(fastingText(english, 0)).toBe('No fasting needed');
    expect(fastingText(english, 10)).toBe('Fasting 10 hours');
    expect(turnaroundText(english, 1)).toBe('Report in 1 hour');
    expect(turnaroundText(english, 24)).toBe('Report in 24 hours');
    expect(turnaroundText(english, 72)).toBe('Report in 3 days');
  });
});

describe("an e-prescription's 'Book these tests'", () => {
  it('adds what a lab offers and is not yet in the cart', async () => {
    const { testsToAdd } = await import('../../components/labs/advised-tests.tsx');
    const offered = item();
    const none = item({ id: 'lt_rare', labCount: 0 });
    expect(testsToAdd(english, [offered, none, pkg], new Set()).map((t) => t.id)).toEqual([
      'lt_hba1c',
      'lp_full',
    ]);
    expect(testsToAdd(english, [offered, pkg], new Set(['lp_full'])).map((t) => t.id)).toEqual(['lt_hba1c']);
  });
});
