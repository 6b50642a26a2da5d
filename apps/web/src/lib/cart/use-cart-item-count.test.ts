// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readCartItemCount } from './use-cart-item-count.ts';

beforeEach(() => localStorage.clear());

describe('readCartItemCount', () => {
  it('reads totalItems of each cart', () => {
    localStorage.setItem('labTestCart', JSON.stringify({ items: [], totalAmount: 0, totalItems: 3 }));
    localStorage.setItem('medicineCart', JSON.stringify({ items: [], totalAmount: 0, totalItems: 5 }));
    expect(readCartItemCount('labtest')).toBe(3);
    expect(readCartItemCount('medicine')).toBe(5);
  });

  it('defaults to 0 for a missing, unreadable or odd cart', () => {
    expect(readCartItemCount('labtest')).toBe(0);
    for (const text of [
      '{oops',
      'null',
      '"3"',
      '{"totalItems":"4"}',
      '{"totalItems":-2}',
      '{"totalItems":null}',
    ]) {
      localStorage.setItem('medicineCart', text);
      expect(readCartItemCount('medicine')).toBe(0);
    }
  });
});
