import { describe, expect, it } from 'vitest';
import { median, outboxCostSummary, quantile } from './outbox-cost-report.mjs';

describe('outbox cost figures', () => {
  it('takes medians and interpolated quantiles', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
  });

  it("compares each round's two bursts of a route, so a slow spell on both sides cancels out", () => {
    const round = (bookOn: number, bookOff: number, buyOn: number, buyOff: number) => ({
      booking: { on: { rps: bookOn, p99: 40 }, off: { rps: bookOff, p99: 30 } },
      checkout: { on: { rps: buyOn, p99: 50 }, off: { rps: buyOff, p99: 45 } },
    });
    // The machine slows to half in the second round: every ratio is still 0.9 (booking) and 1 (checkout).
    const summary = outboxCostSummary(
      [round(90, 100, 50, 50), round(45, 50, 25, 25), round(90, 100, 50, 50)],
      { base: 'off', compared: ['on'] },
    );
    expect(summary.booking.ratio.on).toEqual({ median: 0.9, low: 0.9, high: 0.9, cpu: null });
    expect(summary.checkout.ratio.on?.median).toBe(1);
    expect(summary.booking.on).toEqual({ rps: 90, p99: 40, cpuMs: null });
    expect(summary.booking.off).toEqual({ rps: 100, p99: 30, cpuMs: null });
  });

  it("compares each round's CPU per request of a side with the base's", () => {
    const side = (rps: number, cpuMs: number) => ({ rps, p99: 10, cpuMs });
    const round = (on: number, off: number) => ({
      booking: { on: side(90, on), off: side(100, off) },
      checkout: { on: side(50, 2), off: side(50, 2) },
    });
    const summary = outboxCostSummary([round(5.5, 5), round(11, 10), round(7.2, 6)], {
      base: 'off',
      compared: ['on'],
    });
    expect(summary.booking.ratio.on?.cpu?.median).toBeCloseTo(1.1);
    expect(summary.booking.off.cpuMs).toBe(6);
    expect(summary.checkout.ratio.on?.cpu?.median).toBe(1);
  });
});
