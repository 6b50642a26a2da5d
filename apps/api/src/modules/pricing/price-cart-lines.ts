// Prices cart lines from database rows: selling price and MRP per unit, stock and schedule checks per line.
// Quantities of the same product on several lines (different colours or sizes) share its stock.
import {
  type CartLineInput,
  productImageUrl,
  type QuoteLine,
  type Schedule,
} from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { needsPrescription, soldOnline } from './prescription-rule.ts';

type Line = z.output<typeof CartLineInput>;

/** A product as pricing reads it from the database (the orders repository's productsForPricing). */
export type PricingProductRow = {
  id: string;
  name: string;
  unit: string;
  manufacturer: string;
  schedule: string;
  stock: number;
  mrpPaise: number;
  pricePaise: number;
  colours: { name: string; value: string; available: boolean }[];
  sizes: string[];
};

function optionProblem(p: PricingProductRow, line: Line): string | null {
  if (line.color) {
    const colour = p.colours.find((c) => c.name.toLowerCase() === line.color?.toLowerCase());
    if (!colour) return `${p.name} does not come in ${line.color}`;
    if (!colour.available) return `${p.name} in ${colour.name} is not available`;
  }
  if (line.size && !p.sizes.includes(line.size)) return `${p.name} does not come in size ${line.size}`;
  return null;
}

export function priceCartLines(lines: Line[], rows: PricingProductRow[]): QuoteLine[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  return lines.map((line) => {
    const p = byId.get(line.productId);
    if (!p) {
      return {
        productId: line.productId,
        name: 'Product no longer available',
        image: null,
        unit: null,
        manufacturer: null,
        schedule: null,
        prescriptionRequired: false,
        quantity: line.quantity,
        color: line.color ?? null,
        size: line.size ?? null,
        unitPricePaise: 0,
        unitMrpPaise: 0,
        lineTotalPaise: 0,
        lineMrpPaise: 0,
        stock: 0,
        available: false,
        problem: 'not_found',
        message: 'This product is no longer in our catalogue',
      };
    }
    const schedule = p.schedule as Schedule;
    const total = wanted.get(p.id) ?? line.quantity;
    const option = optionProblem(p, line);
    const [problem, message]: [QuoteLine['problem'], string | null] = !soldOnline(schedule)
      ? ['not_sold_online', 'Not available online: Schedule X medicines are sold only at a pharmacy counter']
      : p.stock === 0
        ? ['out_of_stock', 'Out of stock']
        : total > p.stock
          ? ['insufficient_stock', `Only ${p.stock} left in stock`]
          : option
            ? ['option_unavailable', option]
            : [null, null];
    return {
      productId: p.id,
      name: p.name,
      image: productImageUrl(p.id),
      unit: p.unit,
      manufacturer: p.manufacturer,
      schedule,
      prescriptionRequired: needsPrescription(schedule),
      quantity: line.quantity,
      color: line.color ?? null,
      size: line.size ?? null,
      unitPricePaise: p.pricePaise,
      unitMrpPaise: p.mrpPaise,
      lineTotalPaise: p.pricePaise * line.quantity,
      lineMrpPaise: p.mrpPaise * line.quantity,
      stock: p.stock,
      available: problem === null,
      problem,
      message,
    };
  });
}
