// What the lab operations use, built once per route plugin from the app context.
import type { Db } from '../../db/client.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { type AddressesRepository, createAddressesRepository } from '../addresses/addresses.repository.ts';
import { createLabBookingsRepository, type LabBookingsRepository } from './lab-bookings.repository.ts';
import { createLabsRepository, type LabsRepository } from './labs.repository.ts';

export type LabsDeps = {
  db: Db;
  labs: LabsRepository;
  bookings: LabBookingsRepository;
  addresses: AddressesRepository;
  audit: AuditLog;
  storage: FileStorage;
};

export function createLabsDeps(ctx: AppContext): LabsDeps {
  const db = ctx.database.db;
  return {
    db,
    labs: createLabsRepository(db),
    bookings: createLabBookingsRepository(db),
    addresses: createAddressesRepository(db),
    audit: createAuditLog(db),
    storage: ctx.storage,
  };
}

export const pageOf = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });
export const paginationOf = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});
