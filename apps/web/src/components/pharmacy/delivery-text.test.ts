import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { arrivalPlaceText } from './delivery-place-text.ts';
import { arrivalText, daysText, formatCalendarDate, shippingText } from './delivery-text.ts';

afterEach(() => backToEnglish());

describe('delivery words', () => {
  it('formats an Indian calendar date without shifting it', () => {
    expect(formatCalendarDate('2026-11-24')).toBe('Tue, 24 Nov');
  });

  it('says the days and the dates', () => {
    expect(daysText({ min: 2, max: 4 })).toBe('2-4 days');
    const base = {
      pinCode: '411001',
      serviceable: true,
      zone: 'metro' as const,
      city: 'Pune',
      state: 'Maharashtra',
      cod: true,
      days: { min: 2, max: 4 },
      dates: { from: '2026-11-24', to: '2026-11-26' },
      feePaise: 5000,
      freeShippingThresholdPaise: 99900,
    };
    expect(arrivalText(base)).toBe('Delivery by Tue, 24 Nov – Thu, 26 Nov (2-4 days)');
    expect(arrivalText({ ...base, serviceable: false })).toBeNull();
    expect(shippingText(5000, 99900)).toBe('Shipping ₹50, free on orders of ₹999 and above');
    expect(arrivalPlaceText(base)).toBe(
      'Delivery by Tue, 24 Nov – Thu, 26 Nov (2-4 days) to Pune, Maharashtra',
    );
    expect(arrivalPlaceText({ ...base, city: null, state: null })).toBe(arrivalText(base));
  });

  it('says the place, named in Hindi, in Hindi word order on a Hindi page, with no English word left', async () => {
    await inHindi();
    const said = arrivalPlaceText({
      pinCode: '560034',
      serviceable: true,
      zone: 'metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      cod: true,
      days: { min: 2, max: 4 },
      dates: null,
      feePaise: 5000,
      freeShippingThresholdPaise: 99900,
    });
    expect(said).toBe('बेंगलुरु, कर्नाटक में 2-4 दिन में डिलीवरी');
  });
});
