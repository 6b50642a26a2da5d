// @vitest-environment jsdom
// The slot display: the server's slots grouped morning/afternoon/evening, full slots disabled and marked
// 'Full', and the fasting note (mornings only) when the server says so.
import type { LabSlot, LabSlotDay } from '@arogya/contracts/labs';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupSlots, slotDayNote } from '../slot-display.ts';
import { LabSlotPicker } from './lab-slot-picker.tsx';

const slot = (start: string, capacityLeft = 2): LabSlot => ({
  start,
  end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  startsAt: `2026-11-25T${start}:00+05:30`,
  capacityLeft,
  available: capacityLeft > 0,
});

const day = (over: Partial<LabSlotDay> = {}): LabSlotDay => ({
  labId: 'lab_1',
  date: '2026-11-25',
  fastingHours: 0,
  morningOnly: false,
  preparation: [],
  preparationHi: [],
  slots: [slot('06:00'), slot('07:00', 0), slot('13:00'), slot('19:00')],
  bookableDates: ['2026-11-24', '2026-11-25', '2026-11-26'],
  ...over,
});

afterEach(cleanup);

describe('groupSlots and the day note', () => {
  it('groups in time order and leaves out empty groups', () => {
    const groups = groupSlots([slot('19:00'), slot('06:00'), slot('09:00')]);
    expect(groups.map((g) => [g.label, g.slots.map((s) => s.start)])).toEqual([
      ['Morning', ['06:00', '09:00']],
      ['Evening', ['19:00']],
    ]);
  });

  it('says mornings only when fasting limits the day, and when nothing is free', () => {
    expect(slotDayNote(day())).toBe('Home collection runs from 6:00 AM to 8:00 PM.');
    expect(slotDayNote(day({ morningOnly: true, fastingHours: 10 }))).toBe(
      'Your tests need 10 hours of fasting, so only morning slots before 10:00 AM are offered.',
    );
    expect(slotDayNote(day({ slots: [slot('06:00', 0)] }))).toMatch(/No slot is free on this day/);
  });
});

describe('LabSlotPicker', () => {
  it('shows the slots by group, a full one disabled as Full, and picks a free one', () => {
    const onSlot = vi.fn();
    render(
      <LabSlotPicker
        day={day()}
        loading={false}
        error={null}
        today="2026-11-24"
        date="2026-11-25"
        onDate={() => {}}
        slot={null}
        onSlot={onSlot}
      />,
    );
    expect(screen.getByRole('group', { name: 'Morning' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Afternoon' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Evening' })).toBeTruthy();
    const full = screen.getByRole('radio', { name: '7:00 AM (Full)' }) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '1:00 PM' }));
    expect(onSlot).toHaveBeenCalledWith('13:00');
  });

  it('with fasting shows only what the server offers (mornings) and says why', () => {
    render(
      <LabSlotPicker
        day={day({ morningOnly: true, fastingHours: 12, slots: [slot('06:00'), slot('08:00')] })}
        loading={false}
        error={null}
        today="2026-11-24"
        date="2026-11-25"
        onDate={() => {}}
        slot="06:00"
        onSlot={() => {}}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Evening' })).toBeNull();
    expect(screen.getByText(/12 hours of fasting, so only morning slots/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: '6:00 AM' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers the bookable dates and leaves out the slot being rescheduled', () => {
    const onDate = vi.fn();
    render(
      <LabSlotPicker
        day={day()}
        loading={false}
        error={null}
        today="2026-11-24"
        date="2026-11-25"
        onDate={onDate}
        slot={null}
        onSlot={() => {}}
        exclude={{ date: '2026-11-25', start: '13:00' }}
      />,
    );
    expect(screen.queryByRole('radio', { name: '1:00 PM' })).toBeNull();
    expect(screen.getAllByRole('radio', { name: /Today|Tomorrow|Nov/ }).length).toBe(3);
    fireEvent.click(screen.getAllByRole('radio', { name: /Today|Tomorrow|Nov/ })[2] as HTMLElement);
    expect(onDate).toHaveBeenCalledWith('2026-11-26');
  });
});
