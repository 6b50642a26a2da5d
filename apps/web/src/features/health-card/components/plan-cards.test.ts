import { describe, expect, it } from 'vitest';
import { benefitLines } from './plan-cards.tsx';

describe("a plan's benefits in words", () => {
  it("lists each benefit from the plan's figures, free delivery only when the plan has it", () => {
    const benefits = {
      freeConsultationsPerPerson: 3,
      labDiscountPercent: 15,
      medicineDiscountPercent: 5,
      freeDelivery: true,
      freeCheckupsPerPerson: 1,
    };
    expect(benefitLines({ benefits })).toEqual([
      '3 free video consultations a year for each person',
      '15% off lab tests and health packages',
      '5% off medicines',
      'Free delivery on every pharmacy order',
      '1 free full-body checkup a year for each person',
    ]);
    expect(benefitLines({ benefits: { ...benefits, freeDelivery: false } })).not.toContain(
      'Free delivery on every pharmacy order',
    );
  });
});
