// Facet groups for the brand page (docs/product-rules.md#pharmacy-catalogue), built from real product
// attributes and brands, in that page's order; a group without options is left out.
import { FACET_GROUPS, FACET_LABELS, type FacetGroup } from '@arogya/contracts/pharmacy';

export function buildFacets(
  attributeCounts: { group: string; value: string; n: number }[],
  brandCounts: { id: string; name: string; n: number }[],
): FacetGroup[] {
  const groups: FacetGroup[] = [];
  for (const id of FACET_GROUPS) {
    const options =
      id === 'brands'
        ? brandCounts.map((b) => ({ value: b.id, label: b.name, count: b.n }))
        : attributeCounts
            .filter((a) => a.group === id)
            .map((a) => ({ value: a.value, label: a.value, count: a.n }));
    if (options.length > 0) groups.push({ id, label: FACET_LABELS[id], options });
  }
  return groups;
}
