// GET /api/v1/labs/testList: tests and packages filtered (type, category, price bucket on the 'from'
// price, fasting), searched (typo-tolerant: name, the names people search by, parameters), sorted and paged.
import { LAB_PRICE_BUCKETS, type LabTestListQuery } from '@arogya/contracts/labs';
import type { z } from 'zod';
import { mapItemSummary } from './lab-mapper.ts';
import { type LabsDeps, pageOf, paginationOf } from './labs-deps.ts';

type Query = z.output<typeof LabTestListQuery>;

export async function listLabItems(deps: LabsDeps, query: Query) {
  const bucket = query.price ? LAB_PRICE_BUCKETS.find((b) => b.id === query.price) : undefined;
  const sort = query.sort ?? (query.q ? 'relevance' : 'popularity');
  const { rows, total, totalIsEstimate } = await deps.labs.listItems(
    {
      q: query.q,
      type: query.type,
      category: query.category,
      minPaise: bucket ? bucket.min * 100 : undefined,
      maxPaise: bucket ? (bucket.max === null ? null : bucket.max * 100) : undefined,
      fasting: query.fasting,
    },
    sort,
    pageOf(query.page, query.limit),
  );
  const pagination = paginationOf(query.page, query.limit, total);
  return {
    result: rows.map(mapItemSummary),
    // A search ranks a bounded set of candidates (labs.repository.ts): past it the total is a floor.
    pagination: totalIsEstimate ? { ...pagination, totalIsEstimate } : pagination,
  };
}
