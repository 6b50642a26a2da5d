// How a family member is related to the account holder, in the page's language (RELATION_LABELS in
// packages/contracts/src/health-card.ts hold the English the API writes into relationLabel).
import type { Relation } from '@arogya/contracts/health-card';
import { msg } from '@lingui/core/macro';
import { localizedLabels } from '../lib/i18n/localized-labels.ts';

export const RELATION_NAMES = localizedLabels<Relation>({
  spouse: msg`Spouse`,
  father: msg`Father`,
  mother: msg`Mother`,
  son: msg`Son`,
  daughter: msg`Daughter`,
  brother: msg`Brother`,
  sister: msg`Sister`,
  grandparent: msg`Grandparent`,
  other: msg`Other`,
});

/** The member's relation by its code when the answer carries one, else the API's label. */
export function relationName(member: { relation?: Relation; relationLabel: string }): string {
  return member.relation ? RELATION_NAMES[member.relation] : member.relationLabel;
}
