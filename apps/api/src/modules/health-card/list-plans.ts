// The plans on sale, cheapest first as the seed orders them (public: /healthcard and the home page).
import type { MembershipPlan } from '@arogya/contracts/health-card';
import type { HealthCardRepository } from './health-card.repository.ts';
import { mapPlan } from './plan-mapper.ts';

export async function listPlans(repo: HealthCardRepository): Promise<MembershipPlan[]> {
  return (await repo.plans()).map(mapPlan);
}
