// GET /api/v1/labs/testList: tests and packages filtered (type, category, price bucket on the 'from'
// price, fasting), searched (typo-tolerant: name, the names people search by, parameters), sorted and paged.
// With the visitor's pin code, prices, the price filter and sorts, and lab counts are those of the labs that
// collect there (lab_pin_prices), not a lab that does not.
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
      // Hindi and everyday words are matched as the catalogue's English ('शुगर टेस्ट' as 'sugar test').
      q: query.q === undefined ? undefined : await deps.synonyms.rewrite(query.q),
      type: query.type,
      category: query.category,
      minPaise: bucket ? bucket.min * 100 : undefined,
      maxPaise: bucket ? (bucket.max === null ? null : bucket.max * 100) : undefined,
      fasting: query.fasting,
      pinCode: query.pinCode,
    },
    sort,
    pageOf(query.page, query.limit),
  );
  const pagination = paginationOf(query.page, query.limit, total);
  const pinCode = query.pinCode;
  const atPin = pinCode
    ? await deps.labs.pinPrices(
        pinCode,
        rows.map((r) => r.id),
      )
    : null;
  return {
    result: rows.map((r) =>
      pinCode && atPin ? mapItemSummary(r, { pinCode, price: atPin.get(r.id) }) : mapItemSummary(r),
    ),
    // A search ranks a bounded set of candidates (labs.repository.ts): past it the total is a floor.
    pagination: totalIsEstimate ? { ...pagination, totalIsEstimate } : pagination,
  };
}
