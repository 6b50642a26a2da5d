// The arrival an order promises is never a day already gone: an order still waiting for its prescription
// check counts the zone's days from today, a shipped one's window ends today at the earliest.
import { describe, expect, it } from 'vitest';
import { estimatedDelivery } from './order-mapper.ts';

// 28 Nov 2026, 10:00 IST.
const now = new Date('2026-11-28T04:30:00Z');
const placed = (day: string) => new Date(`${day}T06:00:00Z`);

describe('estimatedDelivery', () => {
  it("counts a metro order's 2-4 days from the day it was placed", () => {
    const row = { createdAt: placed('2026-11-28'), zone: 'metro', status: 'confirmed' };
    expect(estimatedDelivery(row, now)).toEqual({ from: '2026-11-30', to: '2026-12-02' });
  });

  it('counts from today for an order placed days ago that has not left yet', () => {
    const row = { createdAt: placed('2026-11-20'), zone: 'metro', status: 'awaiting_prescription' };
    expect(estimatedDelivery(row, now)).toEqual({ from: '2026-11-30', to: '2026-12-02' });
    expect(estimatedDelivery({ ...row, zone: 'rural', status: 'packed' }, now)).toEqual({
      from: '2026-12-03',
      to: '2026-12-05',
    });
  });

  it('keeps a shipped order on its own days, ending today at the earliest when they are past', () => {
    const row = { createdAt: placed('2026-11-25'), zone: 'metro', status: 'shipped' };
    expect(estimatedDelivery(row, now)).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(estimatedDelivery({ ...row, createdAt: placed('2026-11-20') }, now)).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    });
  });
});
