// The instant fees of consult now (docs/product-rules.md#consult-now): the specialties a patient commonly
// consults online first, priced beside Practo's and Apollo 24|7's instant consultations (2025-26). An admin
// changes them (audited) at /admin/consult-now; a specialty without a fee is not offered for consult now.
import { rupees } from '@arogya/contracts/constants';
import type { Db } from '../client.ts';
import { instantFees } from '../schema/consult-now.ts';
import type { Seeder } from './seeder.ts';

export const INSTANT_FEES: Record<string, number> = {
  'general-physician': 399,
  dermatology: 449,
  paediatrics: 399,
  gynaecology: 449,
  psychiatry: 599,
  ent: 399,
  orthopaedics: 449,
  gastroenterology: 499,
  pulmonology: 499,
  diabetology: 499,
  dietetics: 299,
  psychology: 499,
};

export const consultNowSeeder: Seeder = {
  domain: 'consult-now',
  version: 1,
  async run(db: Db) {
    for (const [slug, fee] of Object.entries(INSTANT_FEES)) {
      await db
        .insert(instantFees)
        .values({ specialtyId: `spc_${slug}`, feePaise: rupees(fee) })
        .onConflictDoNothing();
    }
  },
};
