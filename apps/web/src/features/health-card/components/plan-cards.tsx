// The plans side by side: price, who is covered, each benefit, and what the plan saves a typical family in
// a year (the assumptions stated under the figures, from TYPICAL_FAMILY_YEAR).
import { formatInr, TYPICAL_FAMILY_YEAR as T } from '@arogya/contracts/constants';
import type { MembershipPlan } from '@arogya/contracts/health-card';
import CheckIcon from 'lucide-react/icons/check';
import type { ReactNode } from 'react';

export function benefitLines(plan: Pick<MembershipPlan, 'benefits'>): string[] {
  const b = plan.benefits;
  return [
    `${b.freeConsultationsPerPerson} free video consultations a year for each person`,
    `${b.labDiscountPercent}% off lab tests and health packages`,
    `${b.medicineDiscountPercent}% off medicines`,
    ...(b.freeDelivery ? ['Free delivery on every pharmacy order'] : []),
    `${b.freeCheckupsPerPerson} free full-body checkup a year for each person`,
  ];
}

function coverText(plan: MembershipPlan): string {
  return plan.maxPeople === 1 ? 'Covers you' : `Covers you and up to ${plan.maxPeople - 1} family members`;
}

export function PlanCards({
  plans,
  action,
}: {
  plans: MembershipPlan[];
  /** The plan's button (buy, sign in to buy, or nothing while a card runs). */
  action: (plan: MembershipPlan) => ReactNode;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {plans.map((plan) => (
        <section
          key={plan.id}
          aria-labelledby={`plan-${plan.slug}`}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 id={`plan-${plan.slug}`} className="text-lg font-bold text-slate-900">
            {plan.name}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{plan.summary}</p>
          <p className="mt-4">
            <span className="text-3xl font-bold text-slate-900">{formatInr(plan.pricePaise)}</span>
            <span className="text-sm text-slate-700">
              {' '}
              / {plan.validityMonths === 12 ? 'year' : `${plan.validityMonths} months`}
            </span>
          </p>
          <p className="mt-1 text-sm font-medium text-brand-800">{coverText(plan)}</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-800">
            {benefitLines(plan).map((line) => (
              <li key={line} className="flex gap-2">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {line}
              </li>
            ))}
          </ul>
          <div className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-slate-800">
            <p className="font-semibold text-slate-900">
              Worth about {formatInr(plan.typicalValue.totalPaise)} a year for{' '}
              {plan.typicalValue.people === 1 ? 'one person' : `a family of ${plan.typicalValue.people}`}
            </p>
            <ul className="mt-1 space-y-0.5">
              {plan.typicalValue.lines.map((l) => (
                <li key={l.label} className="flex justify-between gap-3">
                  <span>{l.label}</span>
                  <span className="font-medium">{formatInr(l.paise)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-auto pt-5">{action(plan)}</div>
        </section>
      ))}
    </div>
  );
}

export function ValueAssumptions() {
  return (
    <p className="mt-3 text-xs text-slate-600">
      Worked out for a family of {T.people} in a year: a consultation at {formatInr(T.consultationFeePaise)},
      lab tests worth {formatInr(T.labSpendPaise)}, medicines worth {formatInr(T.medicineSpendPaise)} over{' '}
      {T.pharmacyOrders} orders with {formatInr(T.deliveryFeePaise)} delivery each, and a full-body checkup at{' '}
      {formatInr(T.checkupPricePaise)}; an individual plan counts one person's share. Your savings depend on
      what you use.
    </p>
  );
}
