import { describe, expect, it } from 'vitest';
import { queryString } from './query-string.ts';

describe('queryString', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(
      queryString({ q: 'knee pain', city: undefined, page: 2, today: true, empty: '', none: null }),
    ).toBe('?q=knee+pain&page=2&today=true');
    expect(queryString({})).toBe('');
  });
});
