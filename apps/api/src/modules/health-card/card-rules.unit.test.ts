// The card's arithmetic and calendar: percentages rounded to the nearest paisa (half up), validity of a
// year in Asia/Kolkata days, benefits ending at 23:59:59 IST of the last day, renewal and refund windows.
import { describe, expect, it } from 'vitest';
import { percentOfPaise } from '../pricing/order-pricing.ts';
import {
  daysLeft,
  isLive,
  percentOf,
  renewalDue,
  statusOf,
  validityFor,
  withinRefundWindow,
} from './card-rules.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('percentages of paise', () => {
  it('round to the nearest paisa, half a paisa up', () => {
    expect(percentOf(66_666, 5)).toBe(3_333); // 3333.3
    expect(percentOf(10, 5)).toBe(1); // 0.5 rounds up
    expect(percentOf(9, 5)).toBe(0); // 0.45 rounds down
    expect(percentOf(29_900, 15)).toBe(4_485);
    expect(percentOf(1_99_999, 10)).toBe(20_000); // 19999.9
    expect(percentOf(0, 15)).toBe(0);
    expect(percentOf(500, 0)).toBe(0);
    expect(percentOf(500, 100)).toBe(500);
  });

  it('the orders module rounds exactly the same way', () => {
    for (const amount of [1, 9, 10, 99, 12_345, 66_666, 1_00_001]) {
      for (const pct of [1, 5, 10, 15, 33]) expect(percentOfPaise(amount, pct)).toBe(percentOf(amount, pct));
    }
  });
});

describe('validity', () => {
  it('runs a year, through the day before the same date', () => {
    expect(validityFor('2026-11-24', 12)).toEqual({ validFrom: '2026-11-24', validTo: '2027-11-23' });
    expect(validityFor('2027-01-01', 12)).toEqual({ validFrom: '2027-01-01', validTo: '2027-12-31' });
    // 29 February: a year later there is none, so the card ends on 28 February.
    expect(validityFor('2028-02-29', 12)).toEqual({ validFrom: '2028-02-29', validTo: '2029-02-28' });
  });

  it('gives benefits until 23:59:59 IST of the last day and not a second later', () => {
    const card = { status: 'active', validFrom: '2026-11-24', validTo: '2027-11-23' };
    expect(isLive(card, ist('2026-11-24T00:00:00'))).toBe(true);
    expect(isLive(card, ist('2026-11-23T23:59:59'))).toBe(false);
    expect(isLive(card, ist('2027-11-23T23:59:59'))).toBe(true);
    expect(isLive(card, ist('2027-11-24T00:00:00'))).toBe(false);
    // 18:29:59 UTC is 23:59:59 IST: still the last day in India whatever the server's zone.
    expect(isLive(card, new Date('2027-11-23T18:29:59Z'))).toBe(true);
    expect(isLive(card, new Date('2027-11-23T18:30:00Z'))).toBe(false);
    expect(statusOf(card, ist('2027-11-23T23:59:59'))).toBe('active');
    expect(statusOf(card, ist('2027-11-24T00:00:00'))).toBe('expired');
    expect(isLive({ ...card, status: 'cancelled' }, ist('2027-01-01T12:00:00'))).toBe(false);
  });

  it('reminds to renew from 15 days before the end, counting the last day', () => {
    const card = { status: 'active', validTo: '2027-11-23' };
    expect(daysLeft(card, ist('2027-11-23T10:00:00'))).toBe(1);
    expect(daysLeft(card, ist('2027-11-09T10:00:00'))).toBe(15);
    expect(renewalDue(card, ist('2027-11-09T00:00:00'))).toBe(true);
    expect(renewalDue(card, ist('2027-11-08T23:59:59'))).toBe(false);
    expect(daysLeft(card, ist('2027-11-24T00:00:01'))).toBeNull();
  });

  it('refunds within 14 IST days of payment', () => {
    const paid = ist('2026-11-24T23:30:00');
    expect(withinRefundWindow(paid, ist('2026-12-08T23:59:59'))).toBe(true);
    expect(withinRefundWindow(paid, ist('2026-12-09T00:00:00'))).toBe(false);
    expect(withinRefundWindow(null, paid)).toBe(false);
  });
});
