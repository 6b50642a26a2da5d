// What a test or package page puts in the lab-test cart (docs/product-rules.md#carts): id, name, price (the
// lowest partner-lab price when added, in paise) and what it is ('Package · 9 tests'). The booking is priced
// again by the server at the chosen lab's price.

import type { LabItemSummary } from '@arogya/contracts/labs';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CartItemInput } from './cart/cart-slice.ts';

export function toLabCartItem(i18n: I18n, item: LabItemSummary): CartItemInput {
  return {
    id: item.id,
    name: item.name,
    ...(item.nameHi ? { nameHi: item.nameHi } : {}),
    price: item.discountPricePaise,
    unit:
      item.type === 'package'
        ? i18n._(msg`Package · ${testCountText(i18n, item.testCount)}`)
        : i18n._(msg`Test`),
    quantity: 1,
  };
}

export const testCountText = (i18n: I18n, n: number) =>
  i18n._(msg`${plural(n, { one: '# test', other: '# tests' })}`);
export const parameterCountText = (i18n: I18n, n: number) =>
  i18n._(msg`${plural(n, { one: '# parameter', other: '# parameters' })}`);

/** 'Fasting 10-12 hours' style text; null when no fasting is needed. */
export function fastingText(i18n: I18n, hours: number): string {
  return hours > 0
    ? i18n._(msg`${plural(hours, { one: 'Fasting # hour', other: 'Fasting # hours' })}`)
    : i18n._(msg`No fasting needed`);
}

/** Turnaround in words: hours under two days, else days. */
export function turnaroundText(i18n: I18n, hours: number): string {
  if (hours < 48)
    return i18n._(msg`${plural(hours, { one: 'Report in # hour', other: 'Report in # hours' })}`);
  const days = Math.ceil(hours / 24);
  return i18n._(msg`Report in ${days} days`); // 48 hours and more: two days at least
}

/** Why an item cannot be booked now, or null: no partner lab runs it (at the visitor's pin code, when the
 * price is for one). */
export function unbookableReason(
  i18n: I18n,
  item: Pick<LabItemSummary, 'labCount' | 'pinCode'>,
): string | null {
  if (item.labCount > 0) return null;
  const pinCode = item.pinCode;
  return pinCode ? i18n._(msg`Not collected at ${pinCode} yet`) : i18n._(msg`No partner lab offers it yet`);
}

/** The words above a card's price: 'From' (the lowest among partner labs), 'From, at 560034' (among those
 * collecting there), 'MRP' when no lab there runs it, 'Price' when no lab does. */
export function priceLabel(i18n: I18n, item: Pick<LabItemSummary, 'labCount' | 'pinCode'>): string {
  const pinCode = item.pinCode;
  if (pinCode) return item.labCount > 0 ? i18n._(msg`From, at ${pinCode}`) : i18n._(msg`MRP`);
  return item.labCount > 0 ? i18n._(msg({ message: 'From', context: 'lowest price' })) : i18n._(msg`Price`);
}
