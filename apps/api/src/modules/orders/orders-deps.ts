// What the order operations use, built once per route plugin from the app context.
import type { Db } from '../../db/client.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { type AddressesRepository, createAddressesRepository } from '../addresses/addresses.repository.ts';
import { createOrdersRepository, type OrdersRepository } from './orders.repository.ts';

export type OrdersDeps = {
  db: Db;
  orders: OrdersRepository;
  addresses: AddressesRepository;
  audit: AuditLog;
};

export function createOrdersDeps(ctx: AppContext): OrdersDeps {
  const db = ctx.database.db;
  return {
    db,
    orders: createOrdersRepository(db),
    addresses: createAddressesRepository(db),
    audit: createAuditLog(db),
  };
}
