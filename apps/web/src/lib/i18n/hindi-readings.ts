// The Hindi readings of a dosing line and of a pack (packages/contracts/src/dosing-hindi.ts, the same the
// API's e-prescription PDF prints), set where a page is in Hindi: the browser's start-up loads them with the
// Hindi catalogs (start-i18n.ts), the server renderer at once (entry-server.tsx), a Hindi test with its
// catalogs (hindi-in-tests.ts). An English page never downloads them ('/''s JavaScript budget,
// e2e/bundle-budget.spec.ts); components/pharmacy/dosing-text.ts and pack-size.ts read them through here.
import type { dosingHindi, packSizeHindi } from '@arogya/contracts/dosing-hindi';

export type HindiReadings = { dosingHindi: typeof dosingHindi; packSizeHindi: typeof packSizeHindi };

let readings: HindiReadings | null = null;

export function setHindiReadings(loaded: HindiReadings): void {
  readings = loaded;
}

/** The readings when the page is in Hindi and they are loaded, else null. */
export function hindiReadings(locale: string): HindiReadings | null {
  return locale === 'hi' ? readings : null;
}
