import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('returns to the page the guard stopped, with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/orders', search: '?s=1', hash: '#x' } })).toBe(
      '/orders?s=1#x',
    );
  });

  it('goes home without a usable location', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({})).toBe('/');
    expect(redirectTarget({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(redirectTarget({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/');
  });
});
