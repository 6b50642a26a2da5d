// How the collection slots of a day are shown (docs/product-rules.md#lab-tests): grouped into morning,
// afternoon and evening, full slots shown disabled as 'Full', and a note when fasting limits the day to
// mornings. Which slots exist is the server's answer; nothing is filtered out here.

import { LAB_FASTING_SLOT_CUTOFF, LAB_SLOT_HOURS } from '@arogya/contracts/constants';
import type { LabSlot, LabSlotDay } from '@arogya/contracts/labs';
import { msg, plural } from '@lingui/core/macro';
import { localized } from '../../lib/i18n/localized-labels.ts';
import { formatClock } from '../../lib/india-time.ts';

export type SlotGroup = { label: string; slots: LabSlot[] };

function groupOf(start: string): SlotGroup['label'] {
  if (start < '12:00') return localized(msg`Morning`);
  if (start < '16:00') return localized(msg`Afternoon`);
  return localized(msg`Evening`);
}

/** The day's slots in time order, grouped; empty groups are left out. */
export function groupSlots(slots: readonly LabSlot[]): SlotGroup[] {
  const groups: SlotGroup[] = [];
  for (const slot of [...slots].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))) {
    const label = groupOf(slot.start);
    const last = groups.at(-1);
    if (last?.label === label) last.slots.push(slot);
    else groups.push({ label, slots: [slot] });
  }
  return groups;
}

export function slotIsFree(slot: LabSlot): boolean {
  return slot.available && slot.capacityLeft > 0;
}

/** What a slot button says: its time, and 'Full' when no collection is left. */
export function slotLabel(slot: LabSlot): string {
  return slotIsFree(slot) ? formatClock(slot.start) : localized(msg`${formatClock(slot.start)} (Full)`);
}

/** The sentence above the slots: fasting mornings, or the hours; and when the day has nothing free. */
export function slotDayNote(day: Pick<LabSlotDay, 'morningOnly' | 'fastingHours' | 'slots'>): string {
  const fasting = day.fastingHours;
  const cutoff = formatClock(LAB_FASTING_SLOT_CUTOFF);
  const from = formatClock(LAB_SLOT_HOURS.start);
  const to = formatClock(LAB_SLOT_HOURS.end);
  const hours = day.morningOnly
    ? localized(
        msg`Your tests need ${plural(fasting, { one: '# hour', other: '# hours' })} of fasting, so only morning slots before ${cutoff} are offered.`,
      )
    : localized(msg`Home collection runs from ${from} to ${to}.`);
  const free = day.slots.some(slotIsFree);
  return free ? hours : localized(msg`${hours} No slot is free on this day; choose another date.`);
}
