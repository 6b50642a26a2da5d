// What a test or package page puts in the lab-test cart (docs/product-rules.md#carts): id, name, price (the
// lowest partner-lab price when added, in paise) and what it is ('Package · 9 tests'). The booking is priced
// again by the server at the chosen lab's price.
import type { LabItemSummary } from '@arogya/contracts/labs';
import type { CartItemInput } from './cart/cart-slice.ts';

export function toLabCartItem(item: LabItemSummary): CartItemInput {
  return {
    id: item.id,
    name: item.name,
    price: item.discountPricePaise,
    unit: item.type === 'package' ? `Package · ${testCountText(item.testCount)}` : 'Test',
    quantity: 1,
  };
}

export const testCountText = (n: number) => `${n} ${n === 1 ? 'test' : 'tests'}`;
export const parameterCountText = (n: number) => `${n} ${n === 1 ? 'parameter' : 'parameters'}`;

/** 'Fasting 10-12 hours' style text; null when no fasting is needed. */
export function fastingText(hours: number): string {
  return hours > 0 ? `Fasting ${hours} ${hours === 1 ? 'hour' : 'hours'}` : 'No fasting needed';
}

/** Turnaround in words: hours under two days, else days. */
export function turnaroundText(hours: number): string {
  if (hours < 48) return `Report in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.ceil(hours / 24);
  return `Report in ${days} days`;
}

/** Why an item cannot be booked now, or null. */
export function unbookableReason(item: Pick<LabItemSummary, 'labCount'>): string | null {
  return item.labCount > 0 ? null : 'No partner lab offers it yet';
}
