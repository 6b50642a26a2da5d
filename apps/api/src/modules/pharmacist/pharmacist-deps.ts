// What the pharmacist's desk uses: the order and prescription repositories and the audit log.
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { createOrdersRepository, type OrdersRepository } from '../orders/orders.repository.ts';
import {
  createPrescriptionsRepository,
  type PrescriptionsRepository,
} from '../prescriptions/prescriptions.repository.ts';

export type PharmacistDeps = {
  orders: OrdersRepository;
  prescriptions: PrescriptionsRepository;
  audit: AuditLog;
};

export function createPharmacistDeps(ctx: AppContext): PharmacistDeps {
  const db = ctx.database.db;
  return {
    orders: createOrdersRepository(db),
    prescriptions: createPrescriptionsRepository(db),
    audit: createAuditLog(db),
  };
}
