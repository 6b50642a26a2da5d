// Class strings shared by the content pages, so links and buttons look and focus the same everywhere.
// Teal-700 (not 600) behind white text keeps contrast above 4.5:1.

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export const textLinkClass = `rounded-sm font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900 ${focusRing}`;

export const primaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-teal-800 ${focusRing}`;

export const secondaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-lg border border-teal-700 bg-white px-5 py-3 font-semibold text-teal-800 hover:bg-teal-50 ${focusRing}`;
