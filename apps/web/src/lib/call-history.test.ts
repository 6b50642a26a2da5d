import { describe, expect, it } from 'vitest';
import {
  CALL_OUTCOMES,
  callTime,
  canWriteEPrescription,
  consultationDuration,
  formatCallDuration,
} from './call-history.ts';

describe('formatCallDuration', () => {
  it('reads seconds, minutes and hours', () => {
    expect(formatCallDuration(0)).toBe('0 sec');
    expect(formatCallDuration(45)).toBe('45 sec');
    expect(formatCallDuration(60)).toBe('1 min');
    expect(formatCallDuration(725)).toBe('12 min 5 sec');
    expect(formatCallDuration(3600)).toBe('1 hr');
    expect(formatCallDuration(3720)).toBe('1 hr 2 min');
  });
  it('is null for a call never answered', () => {
    expect(formatCallDuration(null)).toBeNull();
    expect(formatCallDuration(undefined)).toBeNull();
    expect(formatCallDuration(-1)).toBeNull();
  });
});

describe('consultationDuration', () => {
  it('is shown for completed calls and for failed ones that had connected', () => {
    expect(consultationDuration({ status: 'completed', durationSeconds: 0 })).toBe('0 sec');
    expect(consultationDuration({ status: 'completed', durationSeconds: 95 })).toBe('1 min 35 sec');
    expect(consultationDuration({ status: 'failed', durationSeconds: 130 })).toBe('2 min 10 sec');
    expect(consultationDuration({ status: 'failed', durationSeconds: 0 })).toBeNull();
    expect(consultationDuration({ status: 'missed', durationSeconds: null })).toBeNull();
  });
});

describe('CALL_OUTCOMES', () => {
  it('colours completed green, missed and declined amber, failed red', () => {
    expect(CALL_OUTCOMES.completed.tone).toBe('green');
    expect(CALL_OUTCOMES.missed.tone).toBe('amber');
    expect(CALL_OUTCOMES.declined.tone).toBe('amber');
    expect(CALL_OUTCOMES.failed.tone).toBe('red');
  });
});

describe('callTime', () => {
  it('is the answer time, else the ring time', () => {
    expect(callTime({ startedAt: '2026-11-25T10:01:00Z', createdAt: '2026-11-25T10:00:00Z' })).toBe(
      '2026-11-25T10:01:00Z',
    );
    expect(callTime({ startedAt: null, createdAt: '2026-11-25T10:00:00Z' })).toBe('2026-11-25T10:00:00Z');
  });
});

describe('canWriteEPrescription', () => {
  const call = { status: 'completed' as const, prescriptionId: null, endedAt: '2026-11-25T10:00:00.000Z' };
  it('is open for 24 hours after a completed call without one', () => {
    expect(canWriteEPrescription(call, new Date('2026-11-25T10:05:00Z'))).toBe(true);
    expect(canWriteEPrescription(call, new Date('2026-11-26T10:00:00Z'))).toBe(true);
    expect(canWriteEPrescription(call, new Date('2026-11-26T10:00:01Z'))).toBe(false);
  });
  it('is closed once written, and for calls that did not complete', () => {
    const at = new Date('2026-11-25T10:05:00Z');
    expect(canWriteEPrescription({ ...call, prescriptionId: 'rx_1' }, at)).toBe(false);
    expect(canWriteEPrescription({ ...call, status: 'missed' }, at)).toBe(false);
    expect(canWriteEPrescription({ ...call, endedAt: null }, at)).toBe(false);
  });
});
