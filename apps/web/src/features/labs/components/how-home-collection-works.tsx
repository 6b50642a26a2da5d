// How home collection works, in the steps the booking really follows (docs/product-rules.md#lab-tests).

import { LAB_CHANGE_CUTOFF_HOURS, LAB_SLOT_HOURS } from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const STEPS = [
  {
    title: msg`Book tests and a slot`,
    text: msg`Add tests or a package to the cart, choose a partner lab near your pin code and a one-hour slot between ${LAB_SLOT_HOURS.start} and ${LAB_SLOT_HOURS.end}. Tests that need fasting are offered morning slots only.`,
  },
  {
    title: msg`Prepare as told`,
    text: msg`The preparation for your tests is shown before you confirm and on your booking. You can cancel or reschedule free of charge until ${LAB_CHANGE_CUTOFF_HOURS} hours before the slot, never after the sample is collected.`,
  },
  {
    title: msg`Sample collected at home`,
    text: msg`The lab assigns a phlebotomist, who collects the sample at your address and labels it with a barcode. You pay at collection, in cash or by UPI.`,
  },
  {
    title: msg`Read your report`,
    text: msg`When the lab signs the report, your results appear in My Orders with each value against its reference range, and the PDF to download.`,
  },
];

export function HowHomeCollectionWorks() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="how-collection-heading">
      <h2 id="how-collection-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        <Trans>How home collection works</Trans>
      </h2>
      <ol className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step.title.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-sm font-bold text-brand-700">
              <Trans>Step {i + 1}</Trans>
            </p>
            <h3 className="mt-1 font-semibold text-slate-900">{t(step.title)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
