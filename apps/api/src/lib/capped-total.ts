// A listing's total over a big table is counted up to a cap, never exactly (an exact count(*) reads every
// match again; docs/product-rules.md#catalogue-counts). The cap rolls forward with the page asked: counted
// to 1,000 for the first pages, to 2,000 once the page reaches past the 1,000th match, and so on, so a
// visitor who keeps paging always has a next page while there are more (the count costs what the page's
// OFFSET already costs).

export const TOTAL_CAP = 1000;

/** How many matches to count for a page at `offset` of `limit` rows: whole caps, past the page's end. */
export function countLimit(offset: number, limit: number, cap = TOTAL_CAP): number {
  return cap * (1 + Math.floor((offset + limit) / cap));
}

/** The total to answer after counting up to `countedTo` (one more row counted says there are more). */
export function cappedTotal(counted: number, countedTo: number): { total: number; totalIsEstimate: boolean } {
  return { total: Math.min(counted, countedTo), totalIsEstimate: counted > countedTo };
}
