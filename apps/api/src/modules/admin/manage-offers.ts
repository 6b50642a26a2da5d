// Offers in the admin console (docs/product-rules.md#offers): list with each one's status now, create,
// edit (schedule included) and retire, each written to the audit log; the prices an offer covers are
// written at once when it changes, and by the offers job (runOffersJob) when one starts or ends on its own.
// Refusals: no such offer (404), an unknown category or brand (422), a retired offer edited (409).
import { randomUUID } from 'node:crypto';
import type { AdminOffer, OfferInput, OfferStatus } from '@arogya/contracts/admin';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, dayBounds, zonedParts } from '../../lib/zoned-time.ts';
import type { AdminDeps } from './admin-deps.ts';
import type { OfferRow, PriceScope } from './admin-offers.repository.ts';

type Input = z.output<typeof OfferInput>;

export function offerStatus(
  row: Pick<OfferRow, 'retiredAt' | 'validFrom' | 'validUntil'>,
  now: Date,
): OfferStatus {
  if (row.retiredAt) return 'retired';
  if (now < row.validFrom) return 'scheduled';
  if (now >= row.validUntil) return 'ended';
  return 'live';
}

function mapAdminOffer(row: OfferRow, now: Date): AdminOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    discountPercent: row.discountPercent,
    category: row.categoryId ? { id: row.categoryId, name: row.categoryName ?? row.categoryId } : null,
    brand: row.brandId ? { id: row.brandId, name: row.brandName ?? row.brandId } : null,
    colour: row.colour,
    sortOrder: row.sortOrder,
    startsOn: zonedParts(row.validFrom).date,
    // valid_until is the midnight after the last day.
    endsOn: zonedParts(new Date(row.validUntil.getTime() - 1)).date,
    status: offerStatus(row, now),
  };
}

const scopeOf = (o: { categoryId: string | null; brandId: string | null }): PriceScope =>
  o.categoryId ? { categoryId: o.categoryId } : { brandId: o.brandId ?? '' };

async function fieldsOf(deps: AdminDeps, input: Input) {
  if (input.categoryId && !(await deps.offers.categoryExists(input.categoryId))) {
    throw AppError.invalid('That category does not exist.', [
      { field: 'categoryId', message: 'Unknown category' },
    ]);
  }
  if (input.brandId && !(await deps.offers.brandExists(input.brandId))) {
    throw AppError.invalid('That brand does not exist.', [{ field: 'brandId', message: 'Unknown brand' }]);
  }
  return {
    title: input.title,
    description: input.description,
    titleHi: input.titleHi,
    descriptionHi: input.descriptionHi,
    discountPercent: input.discountPercent,
    categoryId: input.categoryId,
    brandId: input.brandId,
    colour: input.colour,
    sortOrder: input.sortOrder,
    validFrom: dayBounds(input.startsOn).start,
    validUntil: dayBounds(addDays(input.endsOn, 1)).start,
  };
}

/** Writes the prices of the offer's scope (and of its old scope when it moved) and marks it applied. */
async function reprice(deps: AdminDeps, row: OfferRow, scopes: PriceScope[], now: Date) {
  for (const scope of scopes) await deps.offers.applyPrices(scope, now);
  await deps.offers.markApplied(row.id, offerStatus(row, now) === 'live');
}

export async function listAdminOffers(deps: AdminDeps, now: Date): Promise<AdminOffer[]> {
  return (await deps.offers.list()).map((row) => mapAdminOffer(row, now));
}

export async function createOffer(
  deps: AdminDeps,
  admin: Actor,
  input: Input,
  now: Date,
): Promise<AdminOffer> {
  const id = `off_${randomUUID()}`;
  await deps.offers.insert(id, await fieldsOf(deps, input));
  const row = await deps.offers.find(id);
  if (!row) throw new Error(`offer ${id} vanished after insert`);
  await reprice(deps, row, [scopeOf(row)], now);
  await deps.audit.record({
    actor: admin,
    action: 'offer.create',
    subjectUserId: null,
    resourceType: 'offer',
    resourceId: id,
    meta: { title: row.title, discountPercent: row.discountPercent, ...scopeOf(row) },
  });
  return mapAdminOffer(row, now);
}

export async function updateOffer(
  deps: AdminDeps,
  admin: Actor,
  id: string,
  input: Input,
  now: Date,
): Promise<AdminOffer> {
  const before = await deps.offers.find(id);
  if (!before) throw AppError.notFound('Offer not found');
  if (before.retiredAt) throw AppError.conflict('This offer is retired; create a new one instead.');
  if (!(await deps.offers.update(id, await fieldsOf(deps, input)))) {
    throw AppError.conflict('This offer was retired at the same time.');
  }
  const row = await deps.offers.find(id);
  if (!row) throw AppError.notFound('Offer not found');
  const scopes = [scopeOf(before), scopeOf(row)].filter(
    (s, i, all) => all.findIndex((t) => JSON.stringify(t) === JSON.stringify(s)) === i,
  );
  await reprice(deps, row, scopes, now);
  await deps.audit.record({
    actor: admin,
    action: 'offer.update',
    subjectUserId: null,
    resourceType: 'offer',
    resourceId: id,
    meta: {
      before: { discountPercent: before.discountPercent, ...scopeOf(before), validFrom: before.validFrom },
      after: { discountPercent: row.discountPercent, ...scopeOf(row), validFrom: row.validFrom },
    },
  });
  return mapAdminOffer(row, now);
}

export async function retireOffer(deps: AdminDeps, admin: Actor, id: string, now: Date): Promise<AdminOffer> {
  const before = await deps.offers.find(id);
  if (!before) throw AppError.notFound('Offer not found');
  if (!before.retiredAt) {
    await deps.offers.retire(id, now);
    await deps.audit.record({
      actor: admin,
      action: 'offer.retire',
      subjectUserId: null,
      resourceType: 'offer',
      resourceId: id,
    });
  }
  const row = (await deps.offers.find(id)) ?? before;
  await reprice(deps, row, [scopeOf(row)], now);
  return mapAdminOffer(row, now);
}

export async function offerTargets(deps: AdminDeps, q: string | undefined) {
  return deps.offers.targets(q);
}

/**
 * The offers job: an offer that started or ended on its own since its prices were last written has its
 * scope written again. Returns the ids it applied.
 */
export async function runOffersJob(deps: AdminDeps, now: Date): Promise<string[]> {
  const due = await deps.offers.outOfStep(now);
  for (const offer of due) {
    await deps.offers.applyPrices(scopeOf(offer), now);
    await deps.offers.markApplied(offer.id, offer.live);
  }
  return due.map((o) => o.id);
}
