import { describe, expect, it } from 'vitest';
import { appointmentActions, changeRule } from './appointment-actions.ts';

const base = {
  displayStatus: 'upcoming' as const,
  canCancel: true,
  canReschedule: true,
  rescheduleCount: 0,
  hasSummary: false,
  canReview: false,
  bookedVia: 'online' as 'online' | 'desk' | 'instant',
  status: 'booked' as const,
};

describe('appointment actions', () => {
  it('offers Reschedule and Cancel on today and upcoming when the API allows them', () => {
    expect(appointmentActions(base)).toEqual({
      kind: 'change',
      reschedule: { allowed: true },
      cancel: { allowed: true },
    });
    expect(appointmentActions({ ...base, displayStatus: 'today' }).kind).toBe('change');
  });

  it('explains the cutoff and the reschedule limit when refused', () => {
    const late = appointmentActions({
      ...base,
      displayStatus: 'today',
      canCancel: false,
      canReschedule: false,
    });
    expect(late).toEqual({
      kind: 'change',
      reschedule: { allowed: false, reason: 'Changes are allowed only up to 1 hour before the start' },
      cancel: { allowed: false, reason: 'Changes are allowed only up to 1 hour before the start' },
    });
    const limit = appointmentActions({ ...base, canReschedule: false, rescheduleCount: 3 });
    expect(limit).toMatchObject({
      reschedule: { allowed: false, reason: 'Already rescheduled 3 times, the most allowed' },
      cancel: { allowed: true },
    });
    expect(changeRule()).toContain('up to 1 hour before the start');
    expect(changeRule()).toContain('at most 3 times');
  });

  it('offers the summary and a review on completed ones', () => {
    expect(
      appointmentActions({ ...base, displayStatus: 'completed', hasSummary: true, canReview: true }),
    ).toEqual({ kind: 'completed', summary: { allowed: true }, review: true });
    expect(appointmentActions({ ...base, displayStatus: 'completed' })).toEqual({
      kind: 'completed',
      summary: { allowed: false, reason: 'The doctor has not added notes' },
      review: false,
    });
  });

  it('offers no change on cancelled, missed or unclosed ones', () => {
    for (const displayStatus of ['cancelled', 'no-show', 'past'] as const) {
      expect(appointmentActions({ ...base, displayStatus }).kind).toBe('closed');
    }
  });

  it('a consult-now consultation is never rescheduled, and is cancelled until the doctor answers, even after its day', () => {
    const instant = { ...base, bookedVia: 'instant' as const, canReschedule: false };
    for (const displayStatus of ['today', 'past'] as const) {
      expect(appointmentActions({ ...instant, displayStatus })).toEqual({
        kind: 'change',
        reschedule: { allowed: false, reason: 'A consult-now consultation has no slot to move' },
        cancel: { allowed: true },
      });
    }
    expect(appointmentActions({ ...instant, displayStatus: 'today', canCancel: false })).toMatchObject({
      cancel: { allowed: false, reason: 'The doctor answered this consultation' },
    });
  });
});
