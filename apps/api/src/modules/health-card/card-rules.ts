// The health card's arithmetic and calendar (docs/product-rules.md#family-members-and-the-health-card):
// percentages of paise rounded to the nearest paisa (half up), validity in Asia/Kolkata days, benefits
// ending at 23:59:59 of the last day, the renewal reminder and the refund window.
import { HEALTH_CARD_REFUND_DAYS, HEALTH_CARD_RENEWAL_REMINDER_DAYS } from '@arogya/contracts/constants';
import type { CardStatus } from '@arogya/contracts/health-card';
import { addDays, daysBetween, todayIn, zonedToUtc } from '../../lib/zoned-time.ts';

/** `percent` % of an amount in paise, to the nearest paisa, half a paisa rounding up (integers only). */
export function percentOf(amountPaise: number, percent: number): number {
  if (amountPaise <= 0 || percent <= 0) return 0;
  return Math.min(amountPaise, Math.floor((amountPaise * percent + 50) / 100));
}

/** Valid from `from` through the day before the same date `months` later (12 months: 365 or 366 days). */
export function validityFor(from: string, months: number): { validFrom: string; validTo: string } {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (total % 12) + 1;
  // 29 February plus a year becomes 1 March, so the card ends on 28 February.
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const end =
    d > lastOfMonth
      ? addDays(`${year}-${String(month).padStart(2, '0')}-${String(lastOfMonth).padStart(2, '0')}`, 1)
      : `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { validFrom: from, validTo: addDays(end, -1) };
}

/** Benefits hold from 00:00 of the first day to 23:59:59 of the last day, Asia/Kolkata. */
export function isLive(
  card: { status: string; validFrom: string | null; validTo: string | null },
  now: Date,
): boolean {
  if (card.status !== 'active' || !card.validFrom || !card.validTo) return false;
  return now >= zonedToUtc(card.validFrom, 0) && now < zonedToUtc(card.validTo, 24 * 60);
}

export function statusOf(card: { status: string; validTo: string | null }, now: Date): CardStatus {
  if (card.status === 'active' && card.validTo && now >= zonedToUtc(card.validTo, 24 * 60)) return 'expired';
  return card.status as CardStatus;
}

/** Days left counting today and the last day; null when not active. */
export function daysLeft(card: { status: string; validTo: string | null }, now: Date): number | null {
  if (statusOf(card, now) !== 'active' || !card.validTo) return null;
  return daysBetween(todayIn(now), card.validTo) + 1;
}

export function renewalDue(card: { status: string; validTo: string | null }, now: Date): boolean {
  const left = daysLeft(card, now);
  return left !== null && left <= HEALTH_CARD_RENEWAL_REMINDER_DAYS;
}

/** Within the refund window of payment (the 14th day after it included), in Asia/Kolkata days. */
export function withinRefundWindow(paidAt: Date | null, now: Date): boolean {
  if (!paidAt) return false;
  return daysBetween(todayIn(paidAt), todayIn(now)) <= HEALTH_CARD_REFUND_DAYS;
}
