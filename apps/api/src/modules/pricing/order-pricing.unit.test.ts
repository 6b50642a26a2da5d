import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  FREE_SHIPPING_THRESHOLD_PAISE,
  formatInr,
  SHIPPING_FEE_PAISE,
  SHIPPING_ZONES,
} from '@arogya/contracts/constants';
import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, codDecision, discountPercent, orderTotals } from './order-pricing.ts';

const line = (unitPricePaise: number, quantity = 1, unitMrpPaise = unitPricePaise) => ({
  unitPricePaise,
  unitMrpPaise,
  quantity,
});

describe('order totals', () => {
  it('adds selling prices and MRPs times quantities, and the savings between them', () => {
    const t = orderTotals([line(10_000, 3, 12_000), line(4_550, 2, 5_000)], null, undefined);
    expect(t).toEqual({
      subtotalPaise: 39_100,
      mrpTotalPaise: 46_000,
      savingsPaise: 6_900,
      shippingFeePaise: 0,
      codFeePaise: 0,
      cardDiscountPaise: 0,
      cardShippingWaivedPaise: 0,
      totalPaise: 39_100,
    });
  });

  it.each(SHIPPING_ZONES)('charges the %s fee just below the threshold and nothing from it', (zone) => {
    const below = orderTotals([line(FREE_SHIPPING_THRESHOLD_PAISE - 1)], zone, undefined);
    expect(below.shippingFeePaise).toBe(SHIPPING_FEE_PAISE[zone]);
    expect(below.totalPaise).toBe(FREE_SHIPPING_THRESHOLD_PAISE - 1 + SHIPPING_FEE_PAISE[zone]);
    expect(orderTotals([line(FREE_SHIPPING_THRESHOLD_PAISE)], zone, undefined).shippingFeePaise).toBe(0);
  });

  it('adds the COD fee only for cash on delivery, and nothing for an empty cart', () => {
    expect(orderTotals([line(10_000)], 'metro', 'cod').codFeePaise).toBe(COD_FEE_PAISE);
    expect(orderTotals([line(10_000)], 'metro', 'upi').codFeePaise).toBe(0);
    expect(orderTotals([], 'metro', 'cod').totalPaise).toBe(0);
  });

  it('says how far free shipping is', () => {
    expect(amountToFreeShipping(FREE_SHIPPING_THRESHOLD_PAISE - 100)).toBe(100);
    expect(amountToFreeShipping(FREE_SHIPPING_THRESHOLD_PAISE + 100)).toBe(0);
  });
});

describe('cash on delivery', () => {
  const totals = (subtotal: number) => orderTotals([line(subtotal)], 'metro', 'cod');

  it('is allowed up to the limit, fee included, on COD pin codes only', () => {
    const atLimit = totals(COD_LIMIT_PAISE - COD_FEE_PAISE);
    expect(atLimit.totalPaise).toBe(COD_LIMIT_PAISE);
    expect(codDecision(atLimit, true)).toEqual({ allowed: true, reason: null });
    expect(codDecision(totals(COD_LIMIT_PAISE - COD_FEE_PAISE + 1), true).allowed).toBe(false);
    expect(codDecision(totals(10_000), false)).toEqual({
      allowed: false,
      reason: 'Cash on delivery is not available for this pin code',
    });
    expect(codDecision(totals(10_000), null).allowed).toBe(false);
  });

  it('names the limit in rupees when refusing', () => {
    expect(codDecision(totals(COD_LIMIT_PAISE), true).reason).toBe(
      `Cash on delivery is available for orders up to ${formatInr(COD_LIMIT_PAISE)}`,
    );
  });
});

describe('discount percent', () => {
  it('rounds to whole percent and is 0 without a discount', () => {
    expect(discountPercent(10_000, 8_500)).toBe(15);
    expect(discountPercent(3_360, 3_024)).toBe(10);
    expect(discountPercent(10_000, 10_000)).toBe(0);
  });
});
