import type { FamilyMember } from '@arogya/contracts/health-card';
import { describe, expect, it } from 'vitest';
import { whoseLabel } from './member-filter-select.tsx';

const kamala = { id: 'm1', name: 'Kamala Pillai' } as FamilyMember;

describe('whose a booking or order is', () => {
  it('names the holder, a member, or a member since removed', () => {
    expect(whoseLabel(null, [kamala])).toBe('Myself');
    expect(whoseLabel('m1', [kamala])).toBe('Kamala Pillai');
    expect(whoseLabel('m2', [kamala])).toBe('A removed family member');
    expect(whoseLabel('m1', undefined)).toBe('A removed family member');
  });
});
