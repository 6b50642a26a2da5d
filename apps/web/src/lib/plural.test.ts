import { describe, expect, it } from 'vitest';
import { agree, countOf } from './plural.ts';

describe('countOf and agree', () => {
  it('say one in the singular, any other count in the plural, with Indian digit grouping', () => {
    expect(countOf(1, 'doctor')).toBe('1 doctor');
    expect(countOf(0, 'doctor')).toBe('0 doctors');
    expect(countOf(120000, 'medicine')).toBe('1,20,000 medicines');
    expect(countOf(1, 'pin code')).toBe('1 pin code');
    expect(countOf(2, 'day', 'days')).toBe('2 days');
    expect(`${countOf(1, 'doctor')} ${agree(1, 'matches', 'match')}`).toBe('1 doctor matches');
    expect(`${countOf(3, 'doctor')} ${agree(3, 'matches', 'match')}`).toBe('3 doctors match');
  });
});
