import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './article-filters.ts';

const parse = (qs: string) => filtersFromParams(new URLSearchParams(qs));

describe('article filters in the address', () => {
  it('reads tag, search and page', () => {
    expect(parse('tag=diabetes&q=%20hba1c%20&page=2')).toEqual({ tag: 'diabetes', q: 'hba1c', page: 2 });
    expect(parse('')).toEqual({});
  });

  it('leaves out what the server would refuse', () => {
    expect(parse('tag=Not%20a%20tag!&page=0&q=')).toEqual({});
    expect(parse('page=abc')).toEqual({});
    expect(parse(`q=${'a'.repeat(200)}`).q).toHaveLength(80);
  });

  it('writes short addresses and round-trips', () => {
    expect(paramsFromFilters({ page: 1 }).toString()).toBe('');
    const filters = { tag: 'thyroid', q: 'tsh test', page: 3 };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });
});
