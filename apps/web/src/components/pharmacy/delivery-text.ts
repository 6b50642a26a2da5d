// Words for a delivery estimate: dates, days and the shipping fee by zone
// (docs/product-rules.md#delivery-shipping-and-cash-on-delivery).
import { formatInr, type ShippingZone } from '@arogya/contracts/constants';
import type { DeliveryEstimate } from '@arogya/contracts/pharmacy';
import { msg, plural } from '@lingui/core/macro';
import { SHIPPING_ZONE_MESSAGES } from '../../lib/i18n/catalogue-labels.ts';
import { displayI18n } from '../../lib/i18n/display-locale.ts';
import { formatShortDay } from '../../lib/india-time.ts';

/** 'YYYY-MM-DD' (a calendar date in India) as 'Tue, 25 Nov'. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatShortDay(date);
}

export function daysText(days: { min: number; max: number }): string {
  const { min, max } = days;
  return min === max
    ? displayI18n()._(msg`${plural(min, { one: '# day', other: '# days' })}`)
    : displayI18n()._(msg`${min}-${max} days`);
}

export function zoneLabel(zone: ShippingZone | null): string {
  return zone ? displayI18n()._(SHIPPING_ZONE_MESSAGES[zone]) : '';
}

/** 'Delivery by Tue, 25 Nov – Thu, 27 Nov (2-4 days)' or null when not served. */
export function arrivalText(estimate: DeliveryEstimate): string | null {
  if (!estimate.serviceable || !estimate.days) return null;
  const range = estimate.dates
    ? `${formatCalendarDate(estimate.dates.from)} – ${formatCalendarDate(estimate.dates.to)}`
    : null;
  const days = daysText(estimate.days);
  return range
    ? displayI18n()._(msg`Delivery by ${range} (${days})`)
    : displayI18n()._(msg`Delivery in ${days}`);
}

export function shippingText(feePaise: number | null, thresholdPaise: number): string {
  if (feePaise === null) return '';
  const fee = formatInr(feePaise);
  const threshold = formatInr(thresholdPaise);
  return displayI18n()._(msg`Shipping ${fee}, free on orders of ${threshold} and above`);
}
