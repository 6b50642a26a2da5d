// GET /api/v1/labs/slots: a lab's home-collection slots on a date for the items to be collected: hourly
// 06:00-20:00 IST, those too soon left out, morning only when an item needs fasting, with the places left.
// Without a date, the first bookable date that has a free slot for these items (today when none has), so a
// checkout never opens on a day it cannot book: a fasting test after the morning, a full day.
// 404 unknown lab or item; 422 the lab does not run an item.
import type { LabSlotDay, LabSlotsQuery } from '@arogya/contracts/labs';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { preparationLines } from './lab-preparation.ts';
import { bookableDates, SLOT_STARTS, slotEnd, slotInstant, slotRefusal } from './lab-rules.ts';
import type { LabsDeps } from './labs-deps.ts';

export async function getLabSlots(
  deps: LabsDeps,
  query: z.output<typeof LabSlotsQuery>,
  now: Date,
): Promise<LabSlotDay> {
  const lab = await deps.labs.findLab(query.labId);
  if (!lab) throw AppError.notFound('Lab not found');
  const ids = [...new Set(query.itemIds)];
  const items = await deps.labs.itemsByIds(ids);
  if (items.length !== ids.length) throw AppError.notFound('Test or package not found');
  const prices = await deps.labs.pricesAt(lab.id, ids);
  const missing = items.filter((i) => !prices.has(i.id));
  if (missing.length > 0)
    throw AppError.rule(`${lab.name} does not run ${missing.map((i) => i.name).join(', ')}`);
  const fastingHours = Math.max(0, ...items.map((i) => i.fastingHours));
  const dates = bookableDates(now);
  const counters = await deps.bookings.counters(lab.id, query.date ? [query.date] : dates);
  const slotsOn = (date: string) =>
    SLOT_STARTS.flatMap((start) => {
      const refusal = slotRefusal(date, start, fastingHours, now);
      if (refusal === 'fasting_morning_only' || refusal === 'too_soon' || refusal === 'too_far') return [];
      const c = counters.find((x) => x.date === date && x.slot === start);
      const capacityLeft = Math.max(0, (c?.capacity ?? lab.collectionCapacityPerSlot) - (c?.booked ?? 0));
      return [
        {
          start,
          end: slotEnd(start),
          startsAt: slotInstant(date, start).toISOString(),
          capacityLeft,
          available: capacityLeft > 0,
        },
      ];
    });
  const date = query.date ?? dates.find((d) => slotsOn(d).some((s) => s.available)) ?? (dates[0] as string);
  const preparation = preparationLines(items);
  return {
    labId: lab.id,
    date,
    fastingHours,
    morningOnly: fastingHours > 0,
    preparation: preparation.en,
    preparationHi: preparation.hi,
    slots: slotsOn(date),
    bookableDates: dates,
  };
}
