// An admin edits a product's price, MRP and schedule, or restocks it (docs/product-rules.md#catalogue-imports).
// Refusals: no such product (404); a price above the MRP (400, also held by the database).
import type { AdminProduct } from '@arogya/contracts/admin';
import { AppError } from '../../lib/app-error.ts';
import { pgErrorOf } from '../../lib/db-errors.ts';
import type { AdminDeps } from './admin-deps.ts';
import { decodeCursor, pageOf } from './keyset-cursor.ts';

type ProductRow = NonNullable<Awaited<ReturnType<AdminDeps['catalogue']['product']>>>;
const mapProduct = (row: ProductRow): AdminProduct => ({
  ...row,
  schedule: row.schedule as AdminProduct['schedule'],
});

export async function listProducts(deps: AdminDeps, query: { q?: string; cursor?: string; limit: number }) {
  const rows = await deps.catalogue.listProducts({
    q: query.q || undefined,
    after: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (r) => ({ at: r.key, id: r.id }));
  return { result: page.map(({ key: _key, ...r }) => mapProduct(r)), nextCursor };
}

export async function updateProduct(
  deps: AdminDeps,
  id: string,
  patch: { mrpPaise: number; pricePaise: number; schedule: string },
): Promise<AdminProduct> {
  try {
    const row = await deps.catalogue.updateProduct(id, patch);
    if (!row) throw AppError.notFound('Product not found');
    // A live offer on its category or brand lowers the new price at once (docs/product-rules.md#offers).
    if (await deps.offers.applyPrices({ productId: id }, new Date())) {
      return mapProduct((await deps.catalogue.product(id)) ?? row);
    }
    return mapProduct(row);
  } catch (err) {
    if (pgErrorOf(err)?.code === '23514') {
      throw AppError.invalid('The price may not be above the MRP', [
        { field: 'pricePaise', message: 'Above MRP' },
      ]);
    }
    throw err;
  }
}

export async function restockProduct(deps: AdminDeps, id: string, quantity: number): Promise<AdminProduct> {
  const row = await deps.catalogue.restock(id, quantity);
  if (!row) throw AppError.notFound('Product not found');
  return mapProduct(row);
}
