// A topic tag in the page's language: on a Hindi page the Hindi name an admin gave it (article_tag_names, sent
// as ArticleCard.tagNamesHi and ArticleTagCount.nameHi); else, for the tags the seeded articles are filed under
// (apps/api/src/db/seed/articles/), its name written as a message here; else the tag as written
// ('type-2-diabetes' -> 'Type 2 diabetes', tagLabel).
import { tagLabel } from '@arogya/contracts/articles-values';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { displayLocale } from '../../lib/i18n/display-locale.ts';
import { localized } from '../../lib/i18n/localized-labels.ts';

const TAG_NAMES: Record<string, MessageDescriptor> = {
  anaemia: msg`Anaemia`,
  antibiotics: msg`Antibiotics`,
  'blood-pressure': msg`Blood pressure`,
  bones: msg`Bones`,
  children: msg`Children`,
  dengue: msg`Dengue`,
  diabetes: msg`Diabetes`,
  fever: msg`Fever`,
  'first-aid': msg`First aid`,
  heart: msg`Heart`,
  hormones: msg`Hormones`,
  infections: msg`Infections`,
  lifestyle: msg`Lifestyle`,
  liver: msg`Liver`,
  lungs: msg`Lungs`,
  medicines: msg`Medicines`,
  monsoon: msg`Monsoon`,
  nutrition: msg`Nutrition`,
  periods: msg`Periods`,
  pregnancy: msg`Pregnancy`,
  screening: msg`Screening`,
  summer: msg`Summer`,
  thyroid: msg`Thyroid`,
  tuberculosis: msg`Tuberculosis`,
  vaccination: msg`Vaccination`,
  vitamins: msg`Vitamins`,
  women: msg`Women`,
};

/** The tag as a reader sees it, in the page's language when it has a name in it. */
export function tagName(tag: string, nameHi?: string | null): string {
  if (nameHi && displayLocale() === 'hi') return nameHi;
  const message = Object.hasOwn(TAG_NAMES, tag) ? TAG_NAMES[tag] : undefined;
  return message ? localized(message) : tagLabel(tag);
}
