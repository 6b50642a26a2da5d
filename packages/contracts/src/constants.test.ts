import { describe, expect, it } from 'vitest';
import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  codAllowed,
  countOf,
  DELIVERY_DAYS,
  DEVICE_WARRANTY_YEARS,
  EMI_TENURES_MONTHS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  formatIndianNumber,
  formatInr,
  ORDER_PROCESSING_HOURS,
  PRESCRIPTION_VALIDITY_DAYS,
  REFUND_PROCESSING_DAYS,
  REPLACEMENT_PROCESSING_DAYS,
  REPLACEMENT_WINDOW_HOURS,
  RETURN_REFUND_PROCESSING_DAYS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
  SHIPPING_ZONES,
  SUPPORT,
  shippingFeePaise,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
} from './constants.ts';

describe('formatInr', () => {
  it('groups digits the Indian way and keeps paise', () => {
    expect(formatInr(12_345_650)).toBe('₹1,23,456.50');
    expect(formatInr(1_00_00_000_01)).toBe('₹1,00,00,000.01');
  });

  it('drops ".00" for whole rupees', () => {
    expect(formatInr(99_900)).toBe('₹999');
    expect(formatInr(5_000_000)).toBe('₹50,000');
    expect(formatInr(0)).toBe('₹0');
  });

  it('shows paise below one rupee', () => {
    expect(formatInr(5)).toBe('₹0.05');
    expect(formatInr(99_950)).toBe('₹999.50');
  });

  it("writes what Intl's en-IN rupee format writes, for every size and sign", () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const inrWhole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const intl = (paise: number) => (paise % 100 === 0 ? inrWhole : inr).format(paise / 100);
    const values = [1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456, 9_999_999, 10_000_000];
    for (let i = 0; i < 2_000; i++) values.push(Math.floor(Math.abs(Math.sin(i + 1)) * 10 ** (1 + (i % 13))));
    for (const paise of values) {
      expect(formatInr(paise), String(paise)).toBe(intl(paise));
      // (Intl writes minus zero as '-₹0'; a refund of nothing is '₹0'.)
      if (paise > 0) expect(formatInr(-paise), String(-paise)).toBe(intl(-paise));
      expect(formatIndianNumber(paise)).toBe(paise.toLocaleString('en-IN'));
      if (paise > 0) expect(formatIndianNumber(-paise)).toBe((-paise).toLocaleString('en-IN'));
    }
  });
});

describe('countOf', () => {
  it('says the noun in the singular for one and in the plural otherwise, in Indian grouping', () => {
    expect(countOf(1, 'doctor')).toBe('1 doctor');
    expect(countOf(0, 'doctor')).toBe('0 doctors');
    expect(countOf(2, 'hour')).toBe('2 hours');
    expect(countOf(1, 'month')).toBe('1 month');
    expect(countOf(120000, 'medicine')).toBe('1,20,000 medicines');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});

describe('shippingFeePaise', () => {
  it('is free at and above the threshold in every zone', () => {
    for (const zone of SHIPPING_ZONES) {
      expect(shippingFeePaise(FREE_SHIPPING_THRESHOLD_PAISE, zone)).toBe(0);
      expect(shippingFeePaise(FREE_SHIPPING_THRESHOLD_PAISE + 1, zone)).toBe(0);
    }
  });

  it('charges the zone fee one paisa below the threshold', () => {
    expect(shippingFeePaise(FREE_SHIPPING_THRESHOLD_PAISE - 1, 'metro')).toBe(5_000);
    expect(shippingFeePaise(FREE_SHIPPING_THRESHOLD_PAISE - 1, 'tier2')).toBe(10_000);
    expect(shippingFeePaise(FREE_SHIPPING_THRESHOLD_PAISE - 1, 'rural')).toBe(15_000);
  });

  it('charges the zone fee on a small order', () => {
    for (const zone of SHIPPING_ZONES) {
      expect(shippingFeePaise(1_000, zone)).toBe(SHIPPING_FEE_PAISE[zone]);
    }
  });
});

describe('codAllowed', () => {
  it('allows cash on delivery up to and including the limit on a COD pin code', () => {
    expect(codAllowed(COD_LIMIT_PAISE, true)).toBe(true);
    expect(codAllowed(COD_LIMIT_PAISE - 1, true)).toBe(true);
    expect(codAllowed(10_000, true)).toBe(true);
  });

  it('refuses above the limit', () => {
    expect(codAllowed(COD_LIMIT_PAISE + 1, true)).toBe(false);
  });

  it('refuses for a pin code that is not COD-serviceable, whatever the total', () => {
    expect(codAllowed(10_000, false)).toBe(false);
    expect(codAllowed(COD_LIMIT_PAISE, false)).toBe(false);
  });
});

// The literals below are the figures of docs/product-rules.md, copied on purpose:
// a change to a business figure must be made in constants.ts and acknowledged here.
describe('figures match docs/product-rules.md', () => {
  it('shipping: free at ₹999, else metro ₹50, tier-2 ₹100, rural ₹150', () => {
    expect(FREE_SHIPPING_THRESHOLD_PAISE).toBe(99_900);
    expect(SHIPPING_FEE_PAISE).toEqual({ metro: 5_000, tier2: 10_000, rural: 15_000 });
  });

  it('delivery: metro 2-4 days, tier-2 3-5, rural 5-7; processed within 24 hours', () => {
    expect(DELIVERY_DAYS).toEqual({
      metro: { min: 2, max: 4 },
      tier2: { min: 3, max: 5 },
      rural: { min: 5, max: 7 },
    });
    expect(ORDER_PROCESSING_HOURS).toBe(24);
  });

  it('cash on delivery: up to ₹50,000 with a ₹50 fee', () => {
    expect(COD_LIMIT_PAISE).toBe(5_000_000);
    expect(COD_FEE_PAISE).toBe(5_000);
  });

  it('returns 7 days, replacement 24 hours, and their processing times', () => {
    expect(RETURN_WINDOW_DAYS).toBe(7);
    expect(REPLACEMENT_WINDOW_HOURS).toBe(24);
    expect(REPLACEMENT_PROCESSING_DAYS).toEqual({ min: 2, max: 3 });
    expect(RETURN_REFUND_PROCESSING_DAYS).toEqual({ min: 5, max: 7 });
    expect(REFUND_PROCESSING_DAYS).toEqual({ min: 7, max: 10 });
  });

  it('warranty 2 years for devices; EMI 3/6/9/12 months', () => {
    expect(DEVICE_WARRANTY_YEARS).toBe(2);
    expect([...EMI_TENURES_MONTHS]).toEqual([3, 6, 9, 12]);
  });

  it('prescriptions valid 30 days; uploads up to 10 MB', () => {
    expect(PRESCRIPTION_VALIDITY_DAYS).toBe(30);
    expect(UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(UPLOAD_MAX_MB).toBe(10);
  });

  it('support links match the numbers and addresses they show', () => {
    expect(SUPPORT.phoneHref).toBe(`tel:+91${SUPPORT.phone.replace(/\D/g, '').replace(/^0/, '')}`);
    expect(SUPPORT.email).toMatch(/^[^@\s]+@arogya\.in$/);
    expect(SUPPORT.grievanceEmail).toMatch(/^[^@\s]+@arogya\.in$/);
    expect(SUPPORT.address.pinCode).toMatch(/^[1-9]\d{5}$/);
  });
});
