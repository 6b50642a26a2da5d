// GET /api/v1/labs/categories: every lab category with how many tests and packages it holds.
import { LAB_CATEGORIES, type LabCategory } from '@arogya/contracts/labs';
import type { LabsDeps } from './labs-deps.ts';

export async function listLabCategories(deps: LabsDeps): Promise<LabCategory[]> {
  const counts = await deps.labs.categoryCounts();
  const n = (slug: string, type: string) =>
    counts.find((c) => c.category === slug && c.type === type)?.n ?? 0;
  return LAB_CATEGORIES.map((c) => ({
    slug: c.slug,
    label: c.label,
    testCount: n(c.slug, 'test'),
    packageCount: n(c.slug, 'package'),
  }));
}
