import { describe, expect, it } from 'vitest';
import { isCallAppointment, joinOpensText } from './appointment-call.ts';

// 10:30-11:00 IST on 25 November 2026.
const a = {
  consultationType: 'video',
  status: 'booked',
  startsAt: '2026-11-25T05:00:00.000Z',
  endsAt: '2026-11-25T05:30:00.000Z',
};

describe('joinOpensText', () => {
  it('tells when the call opens, ten minutes early, in India time', () => {
    expect(joinOpensText(a, new Date('2026-11-24T12:00:00Z'))).toBe('You can join from 10:20 AM');
    expect(joinOpensText(a, new Date('2026-11-25T04:49:59Z'))).toBe('You can join from 10:20 AM');
  });
  it('is null once the window has opened', () => {
    expect(joinOpensText(a, new Date('2026-11-25T04:50:00Z'))).toBeNull();
    expect(joinOpensText(a, new Date('2026-11-25T06:00:00Z'))).toBeNull();
  });
  it('names the day when the window opens the evening before', () => {
    // 00:05 IST on 26 November opens at 11:55 PM on the 25th.
    const midnight = { ...a, startsAt: '2026-11-25T18:35:00.000Z', endsAt: '2026-11-25T19:05:00.000Z' };
    expect(joinOpensText(midnight, new Date('2026-11-25T10:00:00Z'))).toBe(
      'You can join from 11:55 PM on Wed, 25 Nov 2026',
    );
  });
  it('is only for booked video and audio appointments', () => {
    const at = new Date('2026-11-24T12:00:00Z');
    expect(joinOpensText({ ...a, consultationType: 'in-person' }, at)).toBeNull();
    expect(joinOpensText({ ...a, status: 'cancelled' }, at)).toBeNull();
    expect(isCallAppointment({ consultationType: 'audio', status: 'booked' })).toBe(true);
  });
});
