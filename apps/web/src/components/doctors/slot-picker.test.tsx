// @vitest-environment jsdom
import type { SlotDay } from '@arogya/contracts/doctors';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { firstBookableDate, SlotPicker } from './slot-picker.tsx';

const slot = (date: string, start: string, status: 'available' | 'booked') => ({
  date,
  start,
  end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  startsAt: `${date}T${start}:00+05:30`,
  endsAt: `${date}T${start}:00+05:30`,
  status,
});

const days: SlotDay[] = [
  {
    date: '2026-11-21',
    weekday: 6,
    day: 'Saturday',
    onLeave: false,
    slots: [slot('2026-11-21', '16:00', 'booked')],
  },
  { date: '2026-11-22', weekday: 0, day: 'Sunday', onLeave: true, slots: [] },
  {
    date: '2026-11-23',
    weekday: 1,
    day: 'Monday',
    onLeave: false,
    slots: [slot('2026-11-23', '09:00', 'available'), slot('2026-11-23', '10:00', 'booked')],
  },
];

afterEach(cleanup);

describe('SlotPicker', () => {
  it('opens on the first day with a free slot and shows booked slots disabled', () => {
    expect(firstBookableDate(days)).toBe('2026-11-23');
    const onSelect = vi.fn();
    render(<SlotPicker days={days} today="2026-11-21" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: /Mon, 23 Nov\s*1 free/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: /Tomorrow\s*On leave/ })).toBeTruthy();
    const booked = screen.getByRole('button', { name: /10:00 AM\s*Booked/ }) as HTMLButtonElement;
    expect(booked.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '9:00 AM' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ start: '09:00' }));
  });

  it('says so when there is no free slot at all', () => {
    render(<SlotPicker days={days.slice(0, 2)} today="2026-11-21" onSelect={() => {}} />);
    expect(screen.getByText(/No free slots in the next 2 days/)).toBeTruthy();
  });

  it('counts the free slots of a day in Hindi', async () => {
    await inHindi();
    try {
      render(<SlotPicker days={days} today="2026-11-21" onSelect={() => {}} />);
      expect(screen.getByRole('button', { name: /सोम, 23 नव॰\s*1 खाली/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: /कल\s*छुट्टी पर/ })).toBeTruthy();
    } finally {
      backToEnglish();
    }
  });
});
