import { afterEach, describe, expect, it } from 'vitest';
import { zonedParts, zonedToUtc, zoneOffsetMinutes } from '../../lib/zoned-time.ts';
import { classifySlots, generateSlots, type SlotInput, type WeeklyHours } from './generate-slots.ts';

const IST = 'Asia/Kolkata';
const H = (h: number, m = 0) => h * 60 + m;
// 2026-11-23 is a Monday; 2026-11-22 a Sunday.
const MONDAY = '2026-11-23';
const weekdays = (start: number, end: number, slotMinutes = 60): WeeklyHours[] =>
  [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: start, endMinute: end, slotMinutes }));

function input(overrides: Partial<SlotInput> = {}): SlotInput {
  return {
    from: MONDAY,
    to: MONDAY,
    now: new Date('2026-11-20T00:00:00Z'),
    timeZone: IST,
    schedule: weekdays(H(9), H(17)),
    leaves: [],
    busy: [],
    bookingBeforeHours: 1,
    ...overrides,
  };
}

const starts = (days: ReturnType<typeof classifySlots>) => days.flatMap((d) => d.slots.map((s) => s.start));

describe('IST conversion', () => {
  it('is UTC+05:30 all year round (no daylight saving)', () => {
    for (const iso of [
      '2026-01-15T12:00:00Z',
      '2026-03-29T12:00:00Z',
      '2026-07-01T12:00:00Z',
      '2026-10-25T12:00:00Z',
    ]) {
      expect(zoneOffsetMinutes(new Date(iso), IST)).toBe(330);
    }
    expect(zonedToUtc('2026-11-23', H(9), IST).toISOString()).toBe('2026-11-23T03:30:00.000Z');
  });

  it('puts an instant on its IST date, even when the UTC date differs', () => {
    // 20:00 UTC on the 22nd is 01:30 IST on the 23rd.
    expect(zonedParts(new Date('2026-11-22T20:00:00Z'), IST)).toEqual({
      date: '2026-11-23',
      minutes: H(1, 30),
      weekday: 1,
    });
    expect(zonedToUtc('2026-11-23', 0, IST).toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('handles a zone with daylight saving too (the helper is generic)', () => {
    expect(zonedToUtc('2026-07-01', H(10), 'Europe/London').toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(zonedToUtc('2026-01-15', H(10), 'Europe/London').toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });
});

describe('slot generation', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('lays hourly slots from the start to the end of the working hours, in IST', () => {
    const [day] = classifySlots(input());
    expect(day?.slots.map((s) => s.start)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(day?.slots[0]).toMatchObject({
      date: MONDAY,
      end: '10:00',
      startsAt: new Date('2026-11-23T03:30:00Z'),
      endsAt: new Date('2026-11-23T04:30:00Z'),
      status: 'available',
    });
  });

  it('does not offer a slot that would end after the end of the working hours', () => {
    const schedule = [{ weekday: 1, startMinute: H(9), endMinute: H(12, 30), slotMinutes: 60 }];
    expect(starts(classifySlots(input({ schedule })))).toEqual(['09:00', '10:00', '11:00']);
    const short = [{ weekday: 1, startMinute: H(9), endMinute: H(9, 45), slotMinutes: 60 }];
    expect(starts(classifySlots(input({ schedule: short })))).toEqual([]);
  });

  it('follows the slot length and several sessions a day, in order', () => {
    const schedule = [
      { weekday: 1, startMinute: H(17), endMinute: H(18), slotMinutes: 30 },
      { weekday: 1, startMinute: H(10), endMinute: H(11), slotMinutes: 20 },
    ];
    expect(starts(classifySlots(input({ schedule })))).toEqual(['10:00', '10:20', '10:40', '17:00', '17:30']);
  });

  it('offers nothing on a day without hours and lists each day with its weekday', () => {
    const days = classifySlots(input({ from: '2026-11-22', to: '2026-11-24' }));
    expect(days.map((d) => [d.date, d.weekday, d.slots.length])).toEqual([
      ['2026-11-22', 0, 0],
      ['2026-11-23', 1, 8],
      ['2026-11-24', 2, 8],
    ]);
    expect(classifySlots(input({ from: '2026-11-24', to: '2026-11-23' }))).toEqual([]);
  });

  it('removes leave days, both ends inclusive', () => {
    const leaves = [{ startDate: '2026-11-24', endDate: '2026-11-25' }];
    const days = classifySlots(input({ from: MONDAY, to: '2026-11-26', leaves }));
    expect(days.map((d) => [d.date, d.onLeave, d.slots.length])).toEqual([
      ['2026-11-23', false, 8],
      ['2026-11-24', true, 0],
      ['2026-11-25', true, 0],
      ['2026-11-26', false, 8],
    ]);
  });

  it('marks past slots and slots inside the booking-advance window, and hides them from patients', () => {
    // 10:30 IST on Monday.
    const now = new Date('2026-11-23T05:00:00Z');
    const [day] = classifySlots(input({ now, bookingBeforeHours: 1 }));
    expect(day?.slots.slice(0, 4).map((s) => [s.start, s.status])).toEqual([
      ['09:00', 'past'],
      ['10:00', 'past'],
      ['11:00', 'too-soon'],
      ['12:00', 'available'],
    ]);
    expect(starts(generateSlots(input({ now })))[0]).toBe('12:00');
  });

  it('counts the advance window in hours across days', () => {
    const now = new Date('2026-11-23T05:00:00Z'); // Monday 10:30 IST
    const days = generateSlots(input({ now, to: '2026-11-24', bookingBeforeHours: 24 }));
    expect(days[0]?.slots).toEqual([]);
    expect(days[1]?.slots.map((s) => s.start)).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('offers a slot that starts exactly at the end of the advance window', () => {
    const now = new Date('2026-11-23T05:30:00Z'); // 11:00 IST
    expect(starts(generateSlots(input({ now, bookingBeforeHours: 1 })))[0]).toBe('12:00');
    expect(starts(generateSlots(input({ now, bookingBeforeHours: 0 })))[0]).toBe('12:00');
  });

  it('marks slots overlapping an active appointment as booked, whatever its length', () => {
    const busy = [
      { startsAt: new Date('2026-11-23T06:30:00Z'), endsAt: new Date('2026-11-23T07:30:00Z') }, // 12:00-13:00
      { startsAt: new Date('2026-11-23T09:00:00Z'), endsAt: new Date('2026-11-23T09:15:00Z') }, // 14:30-14:45
    ];
    const [day] = classifySlots(input({ busy }));
    const booked = day?.slots.filter((s) => s.status === 'booked').map((s) => s.start);
    expect(booked).toEqual(['12:00', '14:00']);
    // Touching ends do not overlap: 11:00-12:00 and 13:00-14:00 stay free.
    expect(day?.slots.find((s) => s.start === '11:00')?.status).toBe('available');
    expect(day?.slots.find((s) => s.start === '13:00')?.status).toBe('available');
  });

  it('handles the midnight boundary: a slot ending at 24:00 and slots just after midnight IST', () => {
    const schedule = [
      { weekday: 6, startMinute: H(22), endMinute: 1440, slotMinutes: 60 },
      { weekday: 0, startMinute: 0, endMinute: H(2), slotMinutes: 60 },
    ];
    const days = classifySlots(input({ from: '2026-11-21', to: '2026-11-22', schedule }));
    expect(days[0]?.slots.map((s) => [s.start, s.end, s.endsAt.toISOString()])).toEqual([
      ['22:00', '23:00', '2026-11-21T17:30:00.000Z'],
      ['23:00', '24:00', '2026-11-21T18:30:00.000Z'],
    ]);
    // Sunday 00:00 IST is still Saturday in UTC, but the slot belongs to Sunday.
    expect(days[1]?.slots.map((s) => [s.date, s.start, s.startsAt.toISOString()])).toEqual([
      ['2026-11-22', '00:00', '2026-11-21T18:30:00.000Z'],
      ['2026-11-22', '01:00', '2026-11-21T19:30:00.000Z'],
    ]);
  });

  it('gives the same slots whatever the server time zone', () => {
    const reference = JSON.stringify(classifySlots(input({ to: '2026-11-29' })));
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(JSON.stringify(classifySlots(input({ to: '2026-11-29' })))).toBe(reference);
    }
  });

  it('crosses a month and a year boundary by calendar date', () => {
    const days = classifySlots(input({ from: '2026-12-30', to: '2027-01-02' }));
    expect(days.map((d) => [d.date, d.weekday])).toEqual([
      ['2026-12-30', 3],
      ['2026-12-31', 4],
      ['2027-01-01', 5],
      ['2027-01-02', 6],
    ]);
  });
});
