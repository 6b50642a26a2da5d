import { describe, expect, it } from 'vitest';
import {
  canStartAppointmentCall,
  readAfterCallNotice,
  readVideoCallState,
  videoCallLink,
  videoCallState,
} from './video-call-link.ts';

describe('videoCallLink', () => {
  it('builds the call screen path with the type in the query string', () => {
    expect(videoCallLink('doc_1', 'usr_2', 'video')).toBe('/video-call/doc_1/usr_2?type=video');
    expect(videoCallLink('doc 1', '', 'audio')).toBe('/video-call/doc%201/me?type=audio');
    expect(videoCallLink('doc_1', 'usr_2')).toBe('/video-call/doc_1/usr_2');
  });
});

describe('videoCallState and readVideoCallState', () => {
  it('round-trips the navigation state and keeps only what the screen needs of the doctor', () => {
    const state = videoCallState({
      doctor: {
        id: 'doc_1',
        name: 'Ananya Rao',
        registrationNumber: 'KMC-1',
        registrationCouncil: 'Karnataka Medical Council',
        specialization: { name: 'Dermatology', id: 'x' } as { name: string },
      },
      consultationType: 'video',
      fromSpecialty: 'dermatology',
    });
    expect(state.doctor?.specialization).toEqual({ name: 'Dermatology' });
    expect(readVideoCallState(state, '')).toMatchObject({
      doctor: { id: 'doc_1', name: 'Ananya Rao' },
      consultationType: 'video',
      fromSpecialty: 'dermatology',
    });
  });

  it('falls back to ?type= and ignores junk history state', () => {
    expect(readVideoCallState(null, '?type=audio').consultationType).toBe('audio');
    expect(readVideoCallState({ doctor: 'x', session: { token: 1 } }, '')).toEqual({
      doctor: undefined,
      consultationType: undefined,
      fromSpecialty: undefined,
      appointmentId: undefined,
      reason: undefined,
      session: undefined,
    });
  });
});

describe('canStartAppointmentCall', () => {
  const a = {
    consultationType: 'video',
    status: 'booked',
    startsAt: '2026-11-25T10:00:00.000Z',
    endsAt: '2026-11-25T10:30:00.000Z',
  };
  it('opens ten minutes before the start and closes at the end', () => {
    expect(canStartAppointmentCall(a, new Date('2026-11-25T09:49:59Z'))).toBe(false);
    expect(canStartAppointmentCall(a, new Date('2026-11-25T09:50:00Z'))).toBe(true);
    expect(canStartAppointmentCall(a, new Date('2026-11-25T10:29:59Z'))).toBe(true);
    expect(canStartAppointmentCall(a, new Date('2026-11-25T10:30:00Z'))).toBe(false);
  });
  it('is only for booked video and audio appointments', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    expect(canStartAppointmentCall({ ...a, consultationType: 'in-person' }, at)).toBe(false);
    expect(canStartAppointmentCall({ ...a, status: 'cancelled' }, at)).toBe(false);
    expect(canStartAppointmentCall({ ...a, consultationType: 'audio' }, at)).toBe(true);
  });
});

describe('the notice handed to the doctor after a call', () => {
  it('is a message descriptor read back from history state; anything else is ignored', () => {
    const notice = { id: 'abc', message: '{name} joined the call.', values: { name: 'Ravi' } };
    expect(readAfterCallNotice({ callNotice: notice })).toEqual(notice);
    // As a production build compiles a message with placeholders.
    const compiled = { id: 'abc', message: [['name'], ' joined the call.'], values: { name: 'Ravi' } };
    expect(readAfterCallNotice({ callNotice: compiled })).toEqual(compiled);
    expect(readAfterCallNotice({ callNotice: 'The call has ended.' })).toBeNull();
    expect(readAfterCallNotice({ callNotice: { id: '' } })).toBeNull();
    expect(readAfterCallNotice({ callNotice: { id: 'x', values: { name: {} } } })).toBeNull();
    expect(readAfterCallNotice(null)).toBeNull();
  });
});
