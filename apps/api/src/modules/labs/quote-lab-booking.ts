// Prices a lab booking before it is confirmed (POST /api/v1/labs/bookings/quote): the chosen lab's menu
// prices and the health card's lines for the person it is for, with the booking's own arithmetic
// (lab-card-benefit.ts), spending nothing. Refusals: 404 unknown item or lab; 422 the lab does not run an
// item; 400 a family member who is not the account's. Someone else (`someoneElse`) gets no card lines.
import type { LabQuote, LabQuoteRequest } from '@arogya/contracts/labs';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkupLine, labCardBenefit } from './lab-card-benefit.ts';
import type { LabsDeps } from './labs-deps.ts';

export async function quoteLabBooking(
  deps: LabsDeps,
  user: Actor,
  input: z.output<typeof LabQuoteRequest>,
  now: Date,
): Promise<LabQuote> {
  const items = await deps.labs.itemsByIds(input.itemIds);
  if (items.length !== input.itemIds.length) throw AppError.notFound('Test or package not found');
  const lab = await deps.labs.findLab(input.labId);
  if (!lab) throw AppError.notFound('Lab not found');
  const prices = await deps.labs.pricesAt(lab.id, input.itemIds);
  const missing = items.filter((i) => !prices.has(i.id));
  if (missing.length > 0) {
    throw AppError.rule(
      `${lab.name} does not run ${missing.map((i) => i.name).join(', ')}. Choose another lab.`,
    );
  }
  const lines = items.map((i) => ({ itemId: i.id, kind: i.type, pricePaise: prices.get(i.id) ?? 0 }));
  const subtotalPaise = lines.reduce((s, l) => s + l.pricePaise, 0);
  const card = await deps.card.termsFor(user, input.forWhom, now);
  const cardBenefits: LabQuote['cardBenefits'] = [];
  // Someone else (not the holder, not a family member) gets none of the card's lines, as at booking.
  const someoneElse = card.familyMemberId === null && input.someoneElse === true;
  if (card.labDiscountPercent !== null && !someoneElse) {
    const checkup = checkupLine(lines, items);
    const free = checkup !== undefined && (await card.checkupLeft()) ? checkup : undefined;
    const benefit = labCardBenefit(subtotalPaise, free, card.labDiscountPercent);
    if (benefit.checkupPaise > 0)
      cardBenefits.push({ label: 'Free full-body checkup (health card)', paise: benefit.checkupPaise });
    if (benefit.percentPaise > 0)
      cardBenefits.push({
        label: `Health card ${card.labDiscountPercent}% off`,
        paise: benefit.percentPaise,
      });
  }
  const savedPaise = cardBenefits.reduce((s, b) => s + b.paise, 0);
  return { labId: lab.id, subtotalPaise, cardBenefits, totalPaise: subtotalPaise - savedPaise };
}
