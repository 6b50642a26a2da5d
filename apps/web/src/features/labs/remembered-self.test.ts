import { describe, expect, it } from 'vitest';
import { rememberedSelf } from './remembered-self.ts';

const booking = (date: string, age: number, forWhom: 'self' | 'other' = 'self') => ({
  date,
  patient: { for: forWhom, name: 'Priya Sharma', age, sex: 'female' as const },
});

describe('rememberedSelf', () => {
  it("takes the holder's last own booking, aged by the whole years since", () => {
    expect(rememberedSelf(booking('2026-10-10', 34), '2026-11-28')).toEqual({ age: '34', sex: 'female' });
    expect(rememberedSelf(booking('2025-11-28', 34), '2026-11-28')).toEqual({ age: '35', sex: 'female' });
    expect(rememberedSelf(booking('2025-11-29', 34), '2026-11-28')).toEqual({ age: '34', sex: 'female' });
  });

  it('knows nothing from a booking for someone else, or none', () => {
    expect(rememberedSelf(booking('2026-10-10', 60, 'other'), '2026-11-28')).toBeNull();
    expect(rememberedSelf(undefined, '2026-11-28')).toBeNull();
  });
});
