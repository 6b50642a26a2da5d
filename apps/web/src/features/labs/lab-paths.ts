// Paths of the lab pages that take a value (docs/screens.md#route-table); the fixed ones are in
// config/paths.ts. A category page is /tests/{category} (or /packages/{category} for the package-led
// categories the footer links: full-body, women-health, cardiac).
import type { LabCategorySlug } from '@arogya/contracts/labs';
import { packagePath, testPath } from '../../config/paths.ts';

const PACKAGE_LED = new Set(['full-body', 'women-health', 'cardiac', 'senior-citizen', 'men-health']);

export function categoryPath(category: { slug: LabCategorySlug }): string {
  return PACKAGE_LED.has(category.slug) ? packagePath(category.slug) : testPath(category.slug);
}
