import { describe, expect, it } from 'vitest';
import { formatDate, formatIndianMobile, initials } from './format.ts';

describe('initials', () => {
  it('takes the first letters of the first two name parts', () => {
    expect(initials('Asha Devi Rao')).toBe('AD');
    expect(initials('  ravi   kumar ')).toBe('RK');
    expect(initials('Meera')).toBe('M');
    expect(initials('Dr. Arjun Mehta')).toBe('AM');
    expect(initials('dr arjun')).toBe('A');
    expect(initials('Smt. Lakshmi Devi')).toBe('LD');
    expect(initials('Dr.')).toBe('D');
    expect(initials('')).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});

describe('formatIndianMobile', () => {
  it('shows a 10-digit number with +91', () => {
    expect(formatIndianMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('12345')).toBe('12345');
  });
});

describe('formatDate', () => {
  it('uses India time', () => {
    // 20:00 UTC on 31 Dec is already 1 January in India.
    expect(formatDate('2025-12-31T20:00:00.000Z')).toBe('1 January 2026');
    expect(formatDate('not a date')).toBe('');
  });
});
