// The seeded health card plans' names (apps/api/src/db/seed/health-card.ts) in the page's language, for the
// home page's plans and the patient's card; a plan an admin names otherwise shows its name as written
// (features/health-card/plan-text.ts does the same on the health card page, with its own catalog).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { displayI18n } from '../../../../lib/i18n/display-locale.ts';

const PLAN_NAMES: Record<string, MessageDescriptor> = {
  'Individual plan': msg`Individual plan`,
  'Family plan': msg`Family plan`,
};

export function planName(name: string): string {
  const message = Object.hasOwn(PLAN_NAMES, name) ? PLAN_NAMES[name] : undefined;
  return message ? displayI18n()._(message) : name;
}
