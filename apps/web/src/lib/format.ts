// Display formats for the Indian setting (docs/product-rules.md#money, #phone-numbers-and-pin-codes).
import { formatDayMonthYear, indiaDate } from './india-time.ts';

/** Titles that are not part of a person's initials: 'Dr. Arjun Mehta' gives 'AM', not 'DA'. */
const TITLES = /^(dr|mr|mrs|ms|miss|prof|shri|smt|km|kumari)\.?$/i;

/** Initials of the first two parts of a name: 'Asha Devi Rao' gives 'AD'; a title is skipped. */
export function initials(name: string | null | undefined): string {
  const all = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const named = all.filter((part) => !TITLES.test(part));
  const parts = (named.length > 0 ? named : all).slice(0, 2);
  const letters = parts.map((part) => Array.from(part)[0] ?? '').join('');
  return letters.toUpperCase() || '?';
}

/** A 10-digit Indian mobile shown with +91: '+91 98765 43210'. Anything else is returned as given. */
export function formatIndianMobile(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  if (!/^\d{10}$/.test(digits)) return phone ?? '';
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** A date in India's time zone, e.g. '21 November 2026'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDayMonthYear(indiaDate(date));
}
