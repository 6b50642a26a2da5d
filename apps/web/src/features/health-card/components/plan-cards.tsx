// The plans side by side: price, who is covered, each benefit, and what the plan saves a typical family in
// a year (the assumptions stated under the figures, from TYPICAL_FAMILY_YEAR).

import { formatInr, TYPICAL_FAMILY_YEAR as T } from '@arogya/contracts/constants';
import type { MembershipPlan } from '@arogya/contracts/health-card';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckIcon from 'lucide-react/icons/check';
import type { ReactNode } from 'react';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { planText } from '../plan-text.ts';

export function benefitLines(plan: Pick<MembershipPlan, 'benefits'>): string[] {
  const b = plan.benefits;
  return [
    localized(
      msg`${plural(b.freeConsultationsPerPerson, { one: '# free video consultation a year for each person', other: '# free video consultations a year for each person' })}`,
    ),
    localized(msg`${b.labDiscountPercent}% off lab tests and health packages`),
    localized(msg`${b.medicineDiscountPercent}% off medicines`),
    ...(b.freeDelivery ? [localized(msg`Free delivery on every pharmacy order`)] : []),
    localized(
      msg`${plural(b.freeCheckupsPerPerson, { one: '# free full-body checkup a year for each person', other: '# free full-body checkups a year for each person' })}`,
    ),
  ];
}

function coverText(plan: MembershipPlan): string {
  return plan.maxPeople === 1
    ? localized(msg`Covers you`)
    : localized(msg`Covers you and up to ${plan.maxPeople - 1} family members`);
}

export function PlanCards({
  plans,
  action,
}: {
  plans: MembershipPlan[];
  /** The plan's button (buy, sign in to buy, or nothing while a card runs). */
  action: (plan: MembershipPlan) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {plans.map((plan) => (
        <section
          key={plan.id}
          aria-labelledby={`plan-${plan.slug}`}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 id={`plan-${plan.slug}`} className="text-lg font-bold text-slate-900">
            {planText(plan.name)}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{planText(plan.summary)}</p>
          <p className="mt-4">
            <span className="text-3xl font-bold text-slate-900">{formatInr(plan.pricePaise)}</span>
            <span className="text-sm text-slate-700">
              {' '}
              /{' '}
              {plan.validityMonths === 12
                ? t`year`
                : t`${plural(plan.validityMonths, { one: '# month', other: '# months' })}`}
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
              {plan.typicalValue.people === 1
                ? t`Worth about ${formatInr(plan.typicalValue.totalPaise)} a year for one person`
                : t`Worth about ${formatInr(plan.typicalValue.totalPaise)} a year for a family of ${plan.typicalValue.people}`}
            </p>
            <ul className="mt-1 space-y-0.5">
              {plan.typicalValue.lines.map((l) => (
                <li key={l.label} className="flex justify-between gap-3">
                  <span>{planText(l.label)}</span>
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
  const people = T.people;
  const consultation = formatInr(T.consultationFeePaise);
  const labs = formatInr(T.labSpendPaise);
  const medicines = formatInr(T.medicineSpendPaise);
  const orders = T.pharmacyOrders;
  const delivery = formatInr(T.deliveryFeePaise);
  const checkup = formatInr(T.checkupPricePaise);
  return (
    <p className="mt-3 text-xs text-slate-600">
      <Trans>
        Worked out for a family of {people} in a year: a consultation at {consultation}, lab tests worth{' '}
        {labs}, medicines worth {medicines} over {orders} orders with {delivery} delivery each, and a
        full-body checkup at {checkup}; an individual plan counts one person's share. Your savings depend on
        what you use.
      </Trans>
    </p>
  );
}
