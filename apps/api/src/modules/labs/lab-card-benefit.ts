// The health card's lab benefit, one arithmetic for the checkout's quote and the booking
// (docs/product-rules.md#family-members-and-the-health-card): the cheapest full-body checkup package in the
// booking is free while the person's yearly one is unspent, and the plan's percentage comes off the rest,
// rounded to the nearest paisa with half a paisa rounding up, never more than the rest.

type PricedLine = { itemId: string; kind: string; pricePaise: number };

/** The line a free checkup would pay: the cheapest full-body package, if the booking has one. */
export function checkupLine<L extends PricedLine>(
  lines: readonly L[],
  items: readonly { id: string; category: string | null }[],
): L | undefined {
  return lines
    .filter((l) => l.kind === 'package' && items.find((i) => i.id === l.itemId)?.category === 'full-body')
    .sort((a, b) => a.pricePaise - b.pricePaise)[0];
}

/** The two parts of the card's saving on a booking worth `subtotalPaise`. */
export function labCardBenefit(
  subtotalPaise: number,
  freeCheckup: { pricePaise: number } | undefined,
  percent: number,
): { checkupPaise: number; percentPaise: number } {
  const checkupPaise = freeCheckup ? freeCheckup.pricePaise : 0;
  const rest = subtotalPaise - checkupPaise;
  return { checkupPaise, percentPaise: Math.min(rest, Math.floor((rest * percent + 50) / 100)) };
}
