// The lab's test menu and prices (role lab, its own lab only): the catalogue with its lines
// (GET /api/v1/labs/menu), putting an item on it (POST /api/v1/labs/add; 404 unknown item, 409 already on
// it, 422 above MRP) and changing a price or taking an item off or back on (PUT /api/v1/labs/update; 404 not
// on the menu, 422 above MRP). The item's 'from' price and lab count follow in the same transaction.

import { formatInr } from '@arogya/contracts/constants';
import type {
  AddLabMenuItemRequest,
  LabCategorySlug,
  LabMenuItem,
  LabMenuQuery,
  UpdateLabMenuItemRequest,
} from '@arogya/contracts/labs';
import { LAB_CATEGORY_LABELS } from '@arogya/contracts/labs';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LabItemRow, MenuRow } from '../labs/labs.repository.ts';
import { type LabsDeps, pageOf, paginationOf } from '../labs/labs-deps.ts';
import { labOf } from '../labs/load-lab-booking.ts';

function mapMenuItem(item: LabItemRow, line: MenuRow | null): LabMenuItem {
  return {
    itemId: item.id,
    code: item.code,
    slug: item.slug,
    name: item.name,
    nameHi: item.nameHi,
    type: item.type as 'test' | 'package',
    category: {
      slug: item.category as LabCategorySlug,
      label: LAB_CATEGORY_LABELS[item.category as LabCategorySlug],
    },
    mrpPaise: item.mrpPaise,
    pricePaise: line?.pricePaise ?? null,
    active: line?.active ?? false,
  };
}

export async function listLabMenu(deps: LabsDeps, user: Actor, query: z.output<typeof LabMenuQuery>) {
  const lab = await labOf(deps, user);
  const { rows, total } = await deps.labs.menu(lab.id, query, pageOf(query.page, query.limit));
  return {
    result: rows.map((r) => mapMenuItem(r.item, r.line)),
    pagination: paginationOf(query.page, query.limit, total),
  };
}

function checkPrice(item: LabItemRow, pricePaise: number) {
  if (pricePaise > item.mrpPaise) {
    throw AppError.rule(`The price cannot be above the MRP of ${formatInr(item.mrpPaise)}`);
  }
}

export async function addLabMenuItem(
  deps: LabsDeps,
  user: Actor,
  input: z.output<typeof AddLabMenuItemRequest>,
  now: Date,
): Promise<LabMenuItem> {
  const lab = await labOf(deps, user);
  const [item] = await deps.labs.itemsByIds([input.itemId]);
  if (!item) throw AppError.notFound('Test or package not found');
  const existing = await deps.labs.menuLine(lab.id, item.id);
  if (existing?.active)
    throw AppError.conflict(`${item.name} is already on your menu; change its price instead`);
  checkPrice(item, input.pricePaise);
  const line = await deps.labs.saveMenuLine(
    { labId: lab.id, itemId: item.id, pricePaise: input.pricePaise, active: true },
    now,
  );
  return mapMenuItem(item, line);
}

export async function updateLabMenuItem(
  deps: LabsDeps,
  user: Actor,
  input: z.output<typeof UpdateLabMenuItemRequest>,
  now: Date,
): Promise<LabMenuItem> {
  const lab = await labOf(deps, user);
  const [item] = await deps.labs.itemsByIds([input.itemId]);
  const existing = item ? await deps.labs.menuLine(lab.id, item.id) : undefined;
  if (!item || !existing) throw AppError.notFound('This test is not on your menu; add it first');
  const pricePaise = input.pricePaise ?? existing.pricePaise;
  checkPrice(item, pricePaise);
  const line = await deps.labs.saveMenuLine(
    { labId: lab.id, itemId: item.id, pricePaise, active: input.active ?? existing.active },
    now,
  );
  return mapMenuItem(item, line);
}
