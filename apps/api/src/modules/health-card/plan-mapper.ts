// Plans as the API answers them, with what each saves a typical family in a year (constants
// TYPICAL_FAMILY_YEAR: the assumptions /healthcard states beside the figures).
import { TYPICAL_FAMILY_YEAR as T } from '@arogya/contracts/constants';
import type { MembershipPlan, PlanBenefits } from '@arogya/contracts/health-card';
import { percentOf } from './card-rules.ts';
import type { PlanRow } from './health-card.repository.ts';

export function benefitsOf(plan: PlanRow): PlanBenefits {
  return {
    freeConsultationsPerPerson: plan.freeConsultationsPerPerson,
    labDiscountPercent: plan.labDiscountPercent,
    medicineDiscountPercent: plan.medicineDiscountPercent,
    freeDelivery: plan.freeDelivery,
    freeCheckupsPerPerson: plan.freeCheckupsPerPerson,
  };
}

/** The typical family's spending on the people the plan covers (all four, or one for an individual plan). */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function typicalValue(plan: PlanRow): MembershipPlan['typicalValue'] {
  const people = Math.min(T.people, plan.maxPeople);
  const share = (paise: number) => Math.round((paise * people) / T.people);
  const lines = [
    {
      label: count(
        people * plan.freeConsultationsPerPerson,
        'free video consultation',
        'free video consultations',
      ),
      paise: people * plan.freeConsultationsPerPerson * T.consultationFeePaise,
    },
    {
      label: `${plan.labDiscountPercent}% off lab tests and packages`,
      paise: percentOf(share(T.labSpendPaise), plan.labDiscountPercent),
    },
    {
      label: `${plan.medicineDiscountPercent}% off medicines`,
      paise: percentOf(share(T.medicineSpendPaise), plan.medicineDiscountPercent),
    },
    {
      label: 'Free delivery on pharmacy orders',
      paise: plan.freeDelivery ? Math.round((T.pharmacyOrders * people) / T.people) * T.deliveryFeePaise : 0,
    },
    {
      label: count(people * plan.freeCheckupsPerPerson, 'free full-body checkup', 'free full-body checkups'),
      paise: people * plan.freeCheckupsPerPerson * T.checkupPricePaise,
    },
  ].filter((l) => l.paise > 0);
  return { people, lines, totalPaise: lines.reduce((sum, l) => sum + l.paise, 0) };
}

export function mapPlan(plan: PlanRow): MembershipPlan {
  return {
    id: plan.id,
    slug: plan.slug,
    name: plan.name,
    summary: plan.summary,
    pricePaise: plan.pricePaise,
    maxPeople: plan.maxPeople,
    validityMonths: plan.validityMonths,
    benefits: benefitsOf(plan),
    typicalValue: typicalValue(plan),
  };
}
