// The plans' own words in the page's language. A plan's name, summary and value lines come from the API in
// English (apps/api/src/db/seed/health-card.ts, apps/api/src/modules/health-card/plan-mapper.ts); the
// seeded plans' words and the value lines' patterns are known here, anything else an admin writes is shown
// as written.
import type { Relation } from '@arogya/contracts/health-card';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { RELATION_NAMES } from '../../components/relation-names.ts';
import { displayI18n } from '../../lib/i18n/display-locale.ts';
import { localized } from '../../lib/i18n/localized-labels.ts';

const FIXED: Record<string, MessageDescriptor> = {
  'Individual plan': msg`Individual plan`,
  'Family plan': msg`Family plan`,
  'For one person: free video consultations, savings on lab tests and medicines, free delivery.': msg`For one person: free video consultations, savings on lab tests and medicines, free delivery.`,
  'You and up to 5 family members on one card: every benefit for each of you.': msg`You and up to 5 family members on one card: every benefit for each of you.`,
  'Free delivery on pharmacy orders': msg`Free delivery on pharmacy orders`,
};

const PATTERNS: readonly [RegExp, (n: number) => MessageDescriptor][] = [
  [
    /^(\d+) free video consultations?$/,
    (n) => msg`${plural(n, { one: '# free video consultation', other: '# free video consultations' })}`,
  ],
  [/^(\d+)% off lab tests and packages$/, (n) => msg`${n}% off lab tests and packages`],
  [/^(\d+)% off medicines$/, (n) => msg`${n}% off medicines`],
  [
    /^(\d+) free full-body checkups?$/,
    (n) => msg`${plural(n, { one: '# free full-body checkup', other: '# free full-body checkups' })}`,
  ],
];

/** A plan's name, summary or value line in the page's language; words not known here as written. */
export function planText(text: string): string {
  const i18n = displayI18n();
  const fixed = FIXED[text];
  if (fixed) return i18n._(fixed);
  for (const [pattern, message] of PATTERNS) {
    const n = pattern.exec(text)?.[1];
    if (n !== undefined) return i18n._(message(Number(n)));
  }
  return text;
}

/**
 * How a person on the card is related to its holder, in the page's language: the API writes 'Card holder' or
 * the English of RELATION_LABELS (apps/api/src/modules/health-card/card-people.ts), read back to its code
 * here; anything else is shown as sent.
 */
export function cardRelationName(relation: string): string {
  if (relation === 'Card holder') return localized(msg`Card holder`);
  const code = Object.hasOwn(RELATION_OF_LABEL, relation) ? RELATION_OF_LABEL[relation] : undefined;
  return code ? RELATION_NAMES[code] : relation;
}

/** RELATION_LABELS of packages/contracts/src/health-card.ts read backwards (that module loads zod; the
 * health card page does not): plan-text.test.ts checks the two agree. */
export const RELATION_OF_LABEL: Record<string, Relation> = {
  Spouse: 'spouse',
  Father: 'father',
  Mother: 'mother',
  Son: 'son',
  Daughter: 'daughter',
  Brother: 'brother',
  Sister: 'sister',
  Grandparent: 'grandparent',
  Other: 'other',
};
