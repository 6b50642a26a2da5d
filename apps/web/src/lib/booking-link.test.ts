import { describe, expect, it } from 'vitest';
import { bookingHref, readBookingPreset } from './booking-link.ts';

describe('booking links', () => {
  it('carry the preset choices and read them back', () => {
    const href = bookingHref('doc_001', 'usr_1', {
      type: 'video',
      date: '2026-11-23',
      slot: '2026-11-23T03:30:00.000Z',
    });
    expect(href).toBe('/booking/doc_001/usr_1?type=video&date=2026-11-23&slot=2026-11-23T03%3A30%3A00.000Z');
    const params = new URL(href, 'http://x').searchParams;
    expect(readBookingPreset(params)).toEqual({
      type: 'video',
      date: '2026-11-23',
      slot: '2026-11-23T03:30:00.000Z',
      followUpOf: undefined,
    });
  });

  it('uses a placeholder user when signed out and drops nonsense', () => {
    expect(bookingHref('doc_1', null)).toBe('/booking/doc_1/me');
    expect(readBookingPreset(new URLSearchParams('type=phone&date=tomorrow&slot=soon'))).toEqual({
      type: undefined,
      date: undefined,
      slot: undefined,
      followUpOf: undefined,
    });
  });
});
