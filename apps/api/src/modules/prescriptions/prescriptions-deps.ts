// What the prescription operations use, built once per route plugin from the app context.
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { createPrescriptionsRepository, type PrescriptionsRepository } from './prescriptions.repository.ts';

export type PrescriptionsDeps = {
  prescriptions: PrescriptionsRepository;
  storage: FileStorage;
  audit: AuditLog;
};

export function createPrescriptionsDeps(ctx: AppContext): PrescriptionsDeps {
  return {
    prescriptions: createPrescriptionsRepository(ctx.database.db),
    storage: ctx.storage,
    audit: createAuditLog(ctx.database.db),
  };
}
