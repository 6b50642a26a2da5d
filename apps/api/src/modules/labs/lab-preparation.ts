// What a booking's items ask of the patient before collection, one line per item that asks anything
// ('HbA1c (Glycated Haemoglobin): ...'), in English and in Hindi (each item's Hindi name and preparation,
// lab_items.name_hi and preparation_hi, where it has them): the checkout's slot step shows them before
// confirming (get-lab-slots.ts), a booking keeps them (create-lab-booking.ts) for its page and its messages.
// Migration 0073 built the Hindi lines of bookings made before it the same way.
import type { LabItemRow } from './labs.repository.ts';

type PreparedItem = Pick<LabItemRow, 'name' | 'nameHi' | 'fastingHours' | 'preparation' | 'preparationHi'>;

const asksSomething = (i: PreparedItem) => i.fastingHours > 0 || !/^No special/.test(i.preparation);

export function preparationLines(items: readonly PreparedItem[]): { en: string[]; hi: string[] } {
  const asking = items.filter(asksSomething);
  return {
    en: asking.map((i) => `${i.name}: ${i.preparation}`),
    hi: asking.map((i) => `${i.nameHi ?? i.name}: ${i.preparationHi ?? i.preparation}`),
  };
}
