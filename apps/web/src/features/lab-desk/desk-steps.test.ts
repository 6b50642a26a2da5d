import { describe, expect, it } from 'vitest';
import {
  canCancelAtDesk,
  canEnterResults,
  collectionNotYet,
  nextDeskStep,
  reportReadyBlocker,
} from './desk-steps.ts';
import { paiseToRupeesText, priceError, rupeesToPaise } from './menu-price.ts';

describe('the lab desk steps', () => {
  it('follow booked -> assigned -> collected -> processing -> ready', () => {
    expect(nextDeskStep('booked')).toBe('assign');
    expect(nextDeskStep('phlebotomist_assigned')).toBe('collect');
    expect(nextDeskStep('sample_collected')).toBe('process');
    expect(nextDeskStep('processing')).toBe('results');
    expect(nextDeskStep('report_ready')).toBe('none');
    expect(nextDeskStep('cancelled')).toBe('none');
  });

  it('results only after collection and before the report; never cancel a ready or cancelled booking', () => {
    expect(canEnterResults('booked')).toBe(false);
    expect(canEnterResults('sample_collected')).toBe(true);
    expect(canEnterResults('report_ready')).toBe(false);
    expect(canCancelAtDesk('processing')).toBe(true);
    expect(canCancelAtDesk('report_ready')).toBe(false);
  });

  it("offers no collection before the booking's day", () => {
    expect(collectionNotYet('2026-11-30', '2026-11-28', 'Mon, 30 Nov 2026')).toBe(
      'Collection is booked for Mon, 30 Nov 2026. The sample can be marked collected from that day.',
    );
    expect(collectionNotYet('2026-11-28', '2026-11-28', 'Sat, 28 Nov 2026')).toBeNull();
    expect(collectionNotYet('2026-11-27', '2026-11-28', 'Fri, 27 Nov 2026')).toBeNull();
  });

  it('report ready waits for every value and the PDF', () => {
    expect(reportReadyBlocker({ missingResults: 2, reportFile: null })).toBe('2 values are still to enter.');
    expect(reportReadyBlocker({ missingResults: 0, reportFile: null })).toBe(
      'Upload the signed PDF report first.',
    );
    expect(reportReadyBlocker({ missingResults: 0, reportFile: {} })).toBeNull();
  });
});

describe('menu prices', () => {
  it('rupees to paise, exactly', () => {
    expect(rupeesToPaise('450')).toBe(45_000);
    expect(rupeesToPaise('1,299.5')).toBe(129_950);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(rupeesToPaise('12.345')).toBeNull();
    expect(rupeesToPaise('abc')).toBeNull();
    expect(paiseToRupeesText(45_000)).toBe('450');
    expect(paiseToRupeesText(129_950)).toBe('1299.50');
  });

  it('at least ₹50, never above MRP', () => {
    expect(priceError('49', 100_000)).toBe('The price must be at least ₹50');
    expect(priceError('1001', 100_000)).toBe('The price may not be above MRP');
    expect(priceError('1000', 100_000)).toBeNull();
    expect(priceError('', 100_000)).toMatch(/Enter the price/);
  });
});
