import { PRESCRIPTION_VALIDITY_DAYS } from '@arogya/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  isPrescriptionValid,
  needsPrescription,
  orderNeedsPrescription,
  prescriptionValidUntil,
  soldOnline,
} from './prescription-rule.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-21T10:00:00Z');

describe('the prescription rule', () => {
  it('needs a prescription for H and H1 only, and never sells Schedule X online', () => {
    expect(['OTC', 'H', 'H1', 'X'].map((s) => needsPrescription(s as 'H'))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(['OTC', 'H', 'H1', 'X'].map((s) => soldOnline(s as 'H'))).toEqual([true, true, true, false]);
    expect(orderNeedsPrescription(['OTC', 'OTC'])).toBe(false);
    expect(orderNeedsPrescription(['OTC', 'H1'])).toBe(true);
    expect(orderNeedsPrescription([])).toBe(false);
  });

  it(`accepts a prescription issued within the last ${PRESCRIPTION_VALIDITY_DAYS} days`, () => {
    const edge = new Date(now.getTime() - PRESCRIPTION_VALIDITY_DAYS * DAY);
    expect(isPrescriptionValid(now, now)).toBe(true);
    expect(isPrescriptionValid(edge, now)).toBe(true);
    expect(isPrescriptionValid(new Date(edge.getTime() - 1), now)).toBe(false);
    expect(prescriptionValidUntil(edge).getTime()).toBe(now.getTime());
  });

  it('refuses one dated well in the future, tolerating clock and time-zone skew', () => {
    expect(isPrescriptionValid(new Date(now.getTime() + DAY), now)).toBe(true);
    expect(isPrescriptionValid(new Date(now.getTime() + 3 * DAY), now)).toBe(false);
  });
});
