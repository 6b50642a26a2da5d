// An advised lab test as the e-prescription shows it: the lab catalogue's card (LabItemSummary), mapped
// here from the lab_items row the e-prescriptions repository reads (the calls module does not import the
// labs module: lib/ depends on calls, and labs on lib).
import {
  LAB_CATEGORY_LABELS,
  type LabCategorySlug,
  type LabItemSummary,
  type SampleType,
} from '@arogya/contracts/labs';
import type { labItems } from '../../db/schema/labs.ts';

type LabItemRow = typeof labItems.$inferSelect;
const rupees = (paise: number) => paise / 100;

export function mapAdvisedTest(r: LabItemRow): LabItemSummary {
  const price = r.fromPricePaise ?? r.mrpPaise;
  return {
    id: r.id,
    slug: r.slug,
    code: r.code,
    type: r.type as 'test' | 'package',
    name: r.name,
    nameHi: r.nameHi,
    aliases: r.aliases,
    aliasesHi: r.aliasesHi,
    category: {
      slug: r.category as LabCategorySlug,
      label: LAB_CATEGORY_LABELS[r.category as LabCategorySlug],
    },
    summary: r.summary,
    summaryHi: r.summaryHi,
    sampleTypes: r.sampleTypes as SampleType[],
    fastingHours: r.fastingHours,
    fastingRequired: r.fastingHours > 0,
    preparation: r.preparation,
    turnaroundHours: r.turnaroundHours,
    discountPrice: rupees(price),
    price: rupees(price),
    originalPrice: rupees(r.mrpPaise),
    discountPricePaise: price,
    originalPricePaise: r.mrpPaise,
    discount: Math.floor(((r.mrpPaise - price) * 100) / r.mrpPaise),
    parameterCount: r.parameterCount,
    testCount: r.testCount,
    labCount: r.labCount,
    // Priced across every partner lab: the e-prescription names no pin code.
    pinCode: null,
    popular: r.popular,
  };
}
