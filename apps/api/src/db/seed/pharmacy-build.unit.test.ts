import { describe, expect, it } from 'vitest';
import { packLabel } from './pharmacy-build.ts';

describe('packLabel', () => {
  it('counts one in the singular and more in the plural', () => {
    expect(packLabel('Strip', 1, 'tablets')).toBe('Strip of 1 tablet');
    expect(packLabel('Strip', 15, 'tablets')).toBe('Strip of 15 tablets');
    expect(packLabel('Box', 1, 'respules')).toBe('Box of 1 respule');
  });
  it('leaves units of measure as they are', () => {
    expect(packLabel('Bottle', 1, 'ml')).toBe('Bottle of 1 ml');
    expect(packLabel('Tube', 30, 'g')).toBe('Tube of 30 g');
  });
});
