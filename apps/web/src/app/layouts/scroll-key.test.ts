import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key.ts';

const at = (key: string, pathname: string, search = ''): Location => ({
  key,
  pathname,
  search,
  hash: '',
  state: null,
});

describe('scrollKey', () => {
  it('keys the first page of a full load by its path, so two fresh loads never share a position', () => {
    expect(scrollKey(at('default', '/product/a'))).not.toBe(scrollKey(at('default', '/wishlist')));
    expect(scrollKey(at('default', '/doctors', '?city=pune'))).toBe('path:/doctors?city=pune');
  });

  it('keys in-app navigations by their history entry', () => {
    expect(scrollKey(at('x1y2', '/wishlist'))).toBe('x1y2');
  });
});
