// Health card plans (docs/product-rules.md#family-members-and-the-health-card): prices and benefits are
// data, changed here or by an admin in the database, never in code. Priced beside Practo Plus, Apollo
// Circle and Tata 1mg's care plan.
import { rupees } from '@arogya/contracts/constants';
import type { Db } from '../client.ts';
import { membershipPlans } from '../schema/health-card.ts';
import type { Seeder } from './seeder.ts';

export const PLANS: (typeof membershipPlans.$inferInsert)[] = [
  {
    id: 'plan_individual',
    slug: 'individual',
    name: 'Individual plan',
    summary: 'For one person: free video consultations, savings on lab tests and medicines, free delivery.',
    pricePaise: rupees(299),
    maxPeople: 1,
    validityMonths: 12,
    freeConsultationsPerPerson: 3,
    labDiscountPercent: 10,
    medicineDiscountPercent: 5,
    freeDelivery: true,
    freeCheckupsPerPerson: 1,
    sortOrder: 1,
  },
  {
    id: 'plan_family',
    slug: 'family',
    name: 'Family plan',
    summary: 'You and up to 5 family members on one card: every benefit for each of you.',
    pricePaise: rupees(599),
    maxPeople: 6,
    validityMonths: 12,
    freeConsultationsPerPerson: 3,
    labDiscountPercent: 15,
    medicineDiscountPercent: 5,
    freeDelivery: true,
    freeCheckupsPerPerson: 1,
    sortOrder: 2,
  },
];

export const healthCardSeeder: Seeder = {
  domain: 'health-card',
  version: 1,
  async run(db: Db) {
    for (const plan of PLANS) {
      await db.insert(membershipPlans).values(plan).onConflictDoNothing();
    }
  },
};
