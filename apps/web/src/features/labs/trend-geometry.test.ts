import { describe, expect, it } from 'vitest';
import { trendGeometry } from './trend-geometry.ts';

const box = { width: 400, height: 200, padX: 20, padY: 20 };
const range = {
  sex: null,
  ageMinYears: 0,
  ageMaxYears: null,
  low: 4,
  high: 5.6,
  criticalLow: null,
  criticalHigh: null,
  text: '',
  textHi: null,
};
const point = (at: string, value: number, flag: 'normal' | 'high' = 'normal') => ({
  bookingId: at,
  orderNumber: `LAB-${at}`,
  at: `${at}T03:00:00.000Z`,
  date: at,
  value,
  flag,
});

describe('trendGeometry', () => {
  it('spreads points by date inside the box, higher values higher, out-of-range marked', () => {
    const g = trendGeometry(
      {
        referenceRange: range,
        points: [
          point('2026-01-10', 7.1, 'high'),
          point('2026-07-10', 6.2, 'high'),
          point('2026-11-20', 5.5),
        ],
      },
      box,
    );
    expect(g.points.map((p) => p.x)).toEqual([20, expect.any(Number), 380]);
    expect(g.points[0]?.y).toBeLessThan(g.points[2]?.y ?? 0);
    expect(g.points.map((p) => p.outOfRange)).toEqual([true, true, false]);
    for (const p of g.points) {
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(180);
    }
    expect(g.band?.top).toBeLessThan(g.band?.bottom ?? 0);
  });

  it('copes with one value and no range', () => {
    const g = trendGeometry({ referenceRange: null, points: [point('2026-11-20', 5)] }, box);
    expect(g.points[0]?.x).toBe(200);
    expect(g.band).toBeNull();
    expect(trendGeometry({ referenceRange: null, points: [] }, box).points).toEqual([]);
  });
});
