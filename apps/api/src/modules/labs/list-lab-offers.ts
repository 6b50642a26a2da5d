// GET /api/v1/labs/offers: the labs that collect at the pin code and run every item asked about, each
// with its prices, cheapest total first (then by name). 404 when an item is unknown.
import type { LabOffer, LabOffersQuery } from '@arogya/contracts/labs';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { mapLab } from './lab-mapper.ts';
import type { LabsDeps } from './labs-deps.ts';

export async function listLabOffers(
  deps: LabsDeps,
  query: z.output<typeof LabOffersQuery>,
): Promise<LabOffer[]> {
  const ids = [...new Set(query.itemIds)];
  const items = await deps.labs.itemsByIds(ids);
  if (items.length !== ids.length) throw AppError.notFound('Test or package not found');
  const offers = await deps.labs.offersAt(query.pinCode, ids);
  return offers
    .map(({ lab, prices }) => {
      const lines = items.map((i) => ({
        itemId: i.id,
        name: i.name,
        type: i.type as 'test' | 'package',
        pricePaise: prices.get(i.id) ?? 0,
        mrpPaise: i.mrpPaise,
      }));
      const subtotalPaise = lines.reduce((s, l) => s + l.pricePaise, 0);
      const mrpTotalPaise = lines.reduce((s, l) => s + l.mrpPaise, 0);
      return {
        lab: mapLab(lab),
        lines,
        subtotalPaise,
        mrpTotalPaise,
        savingsPaise: mrpTotalPaise - subtotalPaise,
        totalPaise: subtotalPaise,
      };
    })
    .sort((a, b) => a.totalPaise - b.totalPaise || a.lab.name.localeCompare(b.lab.name));
}
