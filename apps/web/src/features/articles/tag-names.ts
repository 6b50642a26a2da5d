// A topic tag in the page's language: the tags the articles are filed under (apps/api/src/db/seed/articles/)
// have their name written as a message here; a tag added later and not listed reads as written
// ('type-2-diabetes' -> 'Type 2 diabetes', tagLabel), as tags carry no Hindi name of their own.
import { tagLabel } from '@arogya/contracts/articles-values';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** The tag as a reader sees it, in the page's language when it is a known tag. */
export function tagName(tag: string): string {
  const message = Object.hasOwn(TAG_NAMES, tag) ? TAG_NAMES[tag] : undefined;
  return message ? localized(message) : tagLabel(tag);
}
