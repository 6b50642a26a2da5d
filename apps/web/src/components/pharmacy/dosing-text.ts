// How to take a prescribed medicine, read in the page's language: the dose ('1 tablet'), how often and when
// ('Once daily, morning', '1-0-1 after food') and for how long ('30 days'). A doctor types these as free text,
// read in Hindi by the patterns of packages/contracts/src/dosing-hindi.ts (the e-prescription PDF's too): a
// part no pattern knows is the doctor's own words and shows as written; an English page shows every part
// exactly as written.
import type { I18n } from '@lingui/core';
import { displayI18n } from '../../lib/i18n/display-locale.ts';
import { hindiReadings } from './pack-size.ts';

/** A dosing line (a dose, a frequency, a duration or an instruction) in the page's language. */
export function dosingText(english: string, i18n: I18n = displayI18n()): string {
  return hindiReadings(i18n.locale)?.dosingHindi(english) ?? english;
}
