// GET /api/v1/labs/testList/:idOrSlug: a test (its parameters with reference ranges, the packages holding
// it) or a package (its tests with their parameters). 404 when neither id nor slug is known. With the
// visitor's pin code, its price (and the packages') is that of the labs collecting there.
import type { LabItemDetail, LabItemSummary } from '@arogya/contracts/labs';
import { AppError } from '../../lib/app-error.ts';
import { mapItemSummary, mapParameter } from './lab-mapper.ts';
import type { LabItemRow } from './labs.repository.ts';
import type { LabsDeps } from './labs-deps.ts';

export async function getLabItem(deps: LabsDeps, idOrSlug: string, pinCode?: string): Promise<LabItemDetail> {
  const item = await deps.labs.findItem(idOrSlug);
  if (!item) throw AppError.notFound('Test or package not found');
  const priced = async (rows: LabItemRow[]) => {
    if (!pinCode) return rows.map((r) => mapItemSummary(r));
    const at = await deps.labs.pinPrices(
      pinCode,
      rows.map((r) => r.id),
    );
    return rows.map((r) => mapItemSummary(r, { pinCode, price: at.get(r.id) }));
  };
  const [summary] = (await priced([item])) as [LabItemSummary];
  const base = {
    ...summary,
    description: item.description,
    descriptionHi: item.descriptionHi,
    whyTaken: item.whyTaken,
    whyTakenHi: item.whyTakenHi,
    preparationHi: item.preparationHi,
    faqs: item.faqs,
    faqsHi: item.faqsHi,
  };
  if (item.type === 'package') {
    const tests = (await deps.labs.packageTests([item.id])).map((r) => r.test);
    const { params, ranges } = await deps.labs.parametersOf(tests.map((t) => t.id));
    return {
      ...base,
      parameters: [],
      tests: tests.map((t) => ({
        id: t.id,
        slug: t.slug,
        code: t.code,
        name: t.name,
        nameHi: t.nameHi,
        parameters: params.filter((p) => p.testId === t.id).map((p) => mapParameter(p, ranges)),
      })),
      includedIn: [],
    };
  }
  const [{ params, ranges }, packages] = await Promise.all([
    deps.labs.parametersOf([item.id]),
    deps.labs.packagesWith(item.id, 6),
  ]);
  return {
    ...base,
    parameters: params.map((p) => mapParameter(p, ranges)),
    tests: [],
    includedIn: await priced(packages),
  };
}
