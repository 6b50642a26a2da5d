// What the prescription operations use, built once in src/compose.ts from the app context.
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { createFamilyRepository, type FamilyRepository } from '../family/family.repository.ts';
import { createPrescriptionsRepository, type PrescriptionsRepository } from './prescriptions.repository.ts';

export type PrescriptionsDeps = {
  prescriptions: PrescriptionsRepository;
  storage: FileStorage;
  audit: AuditLog;
  family: FamilyRepository;
};

export function createPrescriptionsDeps(ctx: AppContext): PrescriptionsDeps {
  return {
    prescriptions: createPrescriptionsRepository(ctx.database.db),
    storage: ctx.storage,
    audit: createAuditLog(ctx.database.db),
    family: createFamilyRepository(ctx.database.db),
  };
}
