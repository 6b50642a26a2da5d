// How a result's flag is shown (docs/product-rules.md#lab-tests): always in words beside its colour, never
// colour alone; critical values stand out most.

import type { LabResultFlag, ReferenceRange } from '@arogya/contracts/labs';
import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import { localText } from '../../lib/i18n/display-locale.ts';
import { localized, localizedLabels } from '../../lib/i18n/localized-labels.ts';

export const FLAG_TONES: Record<LabResultFlag, BadgeTone> = {
  normal: 'green',
  low: 'amber',
  high: 'amber',
  critical_low: 'red',
  critical_high: 'red',
  abnormal: 'red',
};

/** A flag in the page's words (LAB_RESULT_FLAG_LABELS in packages/contracts/src/labs.ts, as messages). */
const FLAG_WORDS = localizedLabels<LabResultFlag>({
  normal: msg`Normal`,
  low: msg`Low`,
  high: msg`High`,
  critical_low: msg`Critically low`,
  critical_high: msg`Critically high`,
  abnormal: msg`Abnormal`,
});

/** Words for a flag; a missing flag (no range applies) reads 'No range'. */
export function flagWords(flag: LabResultFlag | null): string {
  return flag ? FLAG_WORDS[flag] : localized(msg`No range`);
}

export function isOutOfRange(flag: LabResultFlag | null): boolean {
  return flag !== null && flag !== 'normal';
}

/** The reference range as the report prints it: the lab's text (its Hindi on a Hindi page), else the bounds. */
export function rangeText(range: ReferenceRange | null, unit: string): string {
  if (!range) return localized(msg`Not given`);
  if (range.text) return localText(range.text, range.textHi);
  const u = unit ? ` ${unit}` : '';
  if (range.low !== null && range.high !== null) return `${range.low} - ${range.high}${u}`;
  if (range.low !== null) return `≥ ${range.low}${u}`;
  if (range.high !== null) return `≤ ${range.high}${u}`;
  return localized(msg`Not given`);
}

/**
 * Where a value sits on a bar from low to high (0..1, clamped), with the normal band; null for text values
 * or a range without both bounds.
 */
export function rangePosition(
  value: number | null,
  range: ReferenceRange | null,
): { value: number; low: number; high: number } | null {
  if (value === null || !range || range.low === null || range.high === null || range.high <= range.low)
    return null;
  const span = range.high - range.low;
  const min = range.low - span / 2;
  const max = range.high + span / 2;
  const at = (x: number) => Math.min(1, Math.max(0, (x - min) / (max - min)));
  return { value: at(value), low: at(range.low), high: at(range.high) };
}
