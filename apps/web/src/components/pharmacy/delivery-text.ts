// Words for a delivery estimate: dates, days and the shipping fee by zone
// (docs/product-rules.md#delivery-shipping-and-cash-on-delivery).
import { formatInr, SHIPPING_ZONE_LABELS, type ShippingZone } from '@arogya/contracts/constants';
import type { DeliveryEstimate } from '@arogya/contracts/pharmacy';
import { formatShortDay } from '../../lib/india-time.ts';

/** 'YYYY-MM-DD' (a calendar date in India) as 'Tue, 25 Nov'. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatShortDay(date);
}

export function daysText(days: { min: number; max: number }): string {
  return days.min === days.max ? `${days.min} days` : `${days.min}-${days.max} days`;
}

export function zoneLabel(zone: ShippingZone | null): string {
  return zone ? SHIPPING_ZONE_LABELS[zone] : '';
}

/** 'Delivery by Tue, 25 Nov – Thu, 27 Nov (2-4 days)' or null when not served. */
export function arrivalText(estimate: DeliveryEstimate): string | null {
  if (!estimate.serviceable || !estimate.days) return null;
  const range = estimate.dates
    ? `${formatCalendarDate(estimate.dates.from)} – ${formatCalendarDate(estimate.dates.to)}`
    : null;
  return range
    ? `Delivery by ${range} (${daysText(estimate.days)})`
    : `Delivery in ${daysText(estimate.days)}`;
}

export function shippingText(feePaise: number | null, thresholdPaise: number): string {
  if (feePaise === null) return '';
  return `Shipping ${formatInr(feePaise)}, free on orders of ${formatInr(thresholdPaise)} and above`;
}
