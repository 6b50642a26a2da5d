import { describe, expect, it } from 'vitest';
import { canCancelAtDesk, canEnterResults, nextDeskStep, reportReadyBlocker } from './desk-steps.ts';
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
