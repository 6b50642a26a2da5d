// The lab rules at their edges: slots and the fasting cutoff, the booking lead time, the change window,
// the status machine, the range that applies by sex and age, and flags at the range's bounds.
import { describe, expect, it } from 'vitest';
import {
  beforeCollectionDay,
  canMoveTo,
  changeRefusal,
  flagNumeric,
  flagText,
  parseNumericValue,
  type RangeRow,
  rangeFor,
  SLOT_STARTS,
  slotRefusal,
} from './lab-rules.ts';

const at = (iso: string) => new Date(iso);
// 2026-11-24 05:00 IST.
const now = at('2026-11-23T23:30:00Z');

describe('collection slots', () => {
  it('runs hourly from 06:00, the last one ending at 20:00', () => {
    expect(SLOT_STARTS[0]).toBe('06:00');
    expect(SLOT_STARTS.at(-1)).toBe('19:00');
    expect(SLOT_STARTS).toHaveLength(14);
  });

  it('offers fasting collections before 10:00 only', () => {
    expect(slotRefusal('2026-11-25', '09:00', 10, now)).toBeNull();
    expect(slotRefusal('2026-11-25', '10:00', 10, now)).toBe('fasting_morning_only');
    expect(slotRefusal('2026-11-25', '10:00', 0, now)).toBeNull();
  });

  it('needs 2 hours of lead time: exactly 2 hours is fine, a minute less is not', () => {
    expect(slotRefusal('2026-11-24', '07:00', 0, now)).toBeNull();
    expect(slotRefusal('2026-11-24', '07:00', 0, at('2026-11-23T23:31:00Z'))).toBe('too_soon');
    expect(slotRefusal('2026-11-24', '07:00', 0, at('2026-11-24T23:30:00Z'))).toBe('too_far');
    expect(slotRefusal('2026-11-24', '08:00', 0, at('2026-11-24T00:30:00Z'))).toBeNull();
    expect(slotRefusal('2026-11-24', '08:00', 0, at('2026-11-24T00:31:00Z'))).toBe('too_soon');
  });

  it('refuses a time that is not a slot and days beyond the advance window', () => {
    expect(slotRefusal('2026-11-25', '05:00', 0, now)).toBe('not_a_slot');
    expect(slotRefusal('2026-11-25', '20:00', 0, now)).toBe('not_a_slot');
    expect(slotRefusal('2026-11-25', '07:30', 0, now)).toBe('not_a_slot');
    expect(slotRefusal('2026-12-01', '07:00', 0, now)).toBeNull();
    expect(slotRefusal('2026-12-02', '07:00', 0, now)).toBe('too_far');
  });
});

describe('change window', () => {
  const slot = at('2026-11-25T01:30:00Z'); // 07:00 IST
  const b = (status: string, rescheduleCount = 0) => ({ status, slotStartsAt: slot, rescheduleCount });
  it('is free until exactly 2 hours before the slot', () => {
    expect(changeRefusal(b('booked'), at('2026-11-24T23:29:59Z'), 'cancel')).toBeNull();
    expect(changeRefusal(b('booked'), at('2026-11-24T23:30:00Z'), 'cancel')).toBe('too_late');
  });
  it('closes once the sample is collected, whatever the time', () => {
    for (const s of ['sample_collected', 'processing', 'report_ready'])
      expect(changeRefusal(b(s), now, 'cancel')).toBe('sample_collected');
    expect(changeRefusal(b('phlebotomist_assigned'), now, 'reschedule')).toBeNull();
    expect(changeRefusal(b('cancelled'), now, 'cancel')).toBe('cancelled');
  });
  it('allows three reschedules', () => {
    expect(changeRefusal(b('booked', 2), now, 'reschedule')).toBeNull();
    expect(changeRefusal(b('booked', 3), now, 'reschedule')).toBe('too_many_reschedules');
    expect(changeRefusal(b('booked', 3), now, 'cancel')).toBeNull();
  });
});

describe('status machine', () => {
  it('goes booked -> assigned -> collected -> processing -> ready, cancel before ready', () => {
    expect(canMoveTo('booked', 'phlebotomist_assigned')).toBe(true);
    expect(canMoveTo('booked', 'sample_collected')).toBe(false);
    expect(canMoveTo('phlebotomist_assigned', 'sample_collected')).toBe(true);
    expect(canMoveTo('sample_collected', 'processing')).toBe(true);
    expect(canMoveTo('sample_collected', 'report_ready')).toBe(false);
    expect(canMoveTo('processing', 'report_ready')).toBe(true);
    expect(canMoveTo('processing', 'cancelled')).toBe(true);
    expect(canMoveTo('report_ready', 'cancelled')).toBe(false);
    expect(canMoveTo('cancelled', 'booked')).toBe(false);
  });

  it("collects, processes and reports nothing before the booking's day (IST), assigns and cancels any day", () => {
    // Booked for 07:00 IST on 26 Nov; now is 05:00 IST on 24 Nov.
    const b = { slotStartsAt: at('2026-11-26T01:30:00Z') };
    expect(beforeCollectionDay(b, 'sample_collected', now)).toBe(
      'This collection is booked for 26 Nov 2026: the sample can be marked collected from that day',
    );
    expect(beforeCollectionDay(b, 'report_ready', now)).toMatch(/^This collection is booked for 26 Nov 2026/);
    expect(beforeCollectionDay(b, 'processing', now)).not.toBeNull();
    expect(beforeCollectionDay(b, 'phlebotomist_assigned', now)).toBeNull();
    expect(beforeCollectionDay(b, 'cancelled', now)).toBeNull();
    // 00:10 IST on the day (18:40 UTC the day before): the day has come, before the slot.
    expect(beforeCollectionDay(b, 'sample_collected', at('2026-11-25T18:40:00Z'))).toBeNull();
    // 23:50 IST the day before: not yet.
    expect(beforeCollectionDay(b, 'sample_collected', at('2026-11-25T18:20:00Z'))).not.toBeNull();
  });
});

const range = (r: Partial<RangeRow>): RangeRow => ({
  sex: null,
  ageMinYears: 18,
  ageMaxYears: null,
  low: null,
  high: null,
  criticalLow: null,
  criticalHigh: null,
  text: '',
  ...r,
});

describe('reference ranges and flags', () => {
  const hb = [
    range({ sex: 'male', low: 13, high: 17, criticalLow: 7, criticalHigh: 20 }),
    range({ sex: 'female', low: 12, high: 15 }),
  ];
  it('picks the range for the sex, then one for everyone, within the age band', () => {
    expect(rangeFor(hb, 'female', 30)?.low).toBe(12);
    expect(rangeFor(hb, 'male', 30)?.low).toBe(13);
    expect(rangeFor(hb, 'male', 17)).toBeNull();
    const tsh = [
      range({ ageMinYears: 11, ageMaxYears: 20, low: 0.51 }),
      range({ ageMinYears: 20, low: 0.27 }),
    ];
    expect(rangeFor(tsh, 'male', 19)?.low).toBe(0.51);
    expect(rangeFor(tsh, 'male', 20)?.low).toBe(0.27);
  });

  it('keeps a value equal to a bound normal and flags just beyond it', () => {
    const male = rangeFor(hb, 'male', 40);
    expect(flagNumeric(13, male)).toBe('normal');
    expect(flagNumeric(17, male)).toBe('normal');
    expect(flagNumeric(12.9, male)).toBe('low');
    expect(flagNumeric(17.1, male)).toBe('high');
    expect(flagNumeric(7, male)).toBe('low');
    expect(flagNumeric(6.9, male)).toBe('critical_low');
    expect(flagNumeric(20, male)).toBe('high');
    expect(flagNumeric(20.1, male)).toBe('critical_high');
  });

  it('handles one-sided ranges and no range', () => {
    const ldl = range({ high: 99 });
    expect(flagNumeric(0, ldl)).toBe('normal');
    expect(flagNumeric(99, ldl)).toBe('normal');
    expect(flagNumeric(100, ldl)).toBe('high');
    const hdl = range({ low: 40 });
    expect(flagNumeric(40, hdl)).toBe('normal');
    expect(flagNumeric(39.9, hdl)).toBe('low');
    expect(flagNumeric(5, null)).toBeNull();
  });

  it('flags a text result other than the expected answer as abnormal', () => {
    expect(flagText('negative', 'Negative')).toBe('normal');
    expect(flagText('Positive', 'Negative')).toBe('abnormal');
    expect(flagText('B positive', null)).toBeNull();
  });

  it('reads plain decimal numbers only', () => {
    expect(parseNumericValue('5.6')).toBe(5.6);
    expect(parseNumericValue(' 120 ')).toBe(120);
    expect(parseNumericValue('.5')).toBe(0.5);
    expect(parseNumericValue('-1')).toBe(-1);
    for (const bad of ['5,6', '1e3', 'high', '', '5.', 'Infinity', '0x10'])
      expect(parseNumericValue(bad)).toBeNull();
  });
});
