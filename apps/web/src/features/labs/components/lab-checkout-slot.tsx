// The lab checkout's date and collection slot at the chosen lab (the server's slots: fasting gives mornings
// only), and the preparation the tests need, shown before confirming.

import type { LabSlotDay } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client.ts';
import { localList } from '../local-list.ts';
import { h2Class, sectionClass, useLabCheckoutForm } from './lab-checkout-form.ts';
import { LabSlotPicker } from './lab-slot-picker.tsx';
import type { LabCheckoutChoices } from './use-lab-checkout-choices.ts';

export function LabCheckoutSlot({
  slots,
  day,
  today,
}: Pick<LabCheckoutChoices, 'slots' | 'day'> & { today: string }) {
  const { control, setValue, formState } = useLabCheckoutForm();
  const [labId, date, slot] = useWatch({ control, name: ['labId', 'date', 'slot'] });
  const touch = { shouldValidate: formState.isSubmitted, shouldDirty: true };

  return (
    <section aria-labelledby="slot-heading" className={sectionClass}>
      <h2 id="slot-heading" className={h2Class}>
        <Trans>Date and collection slot</Trans>
      </h2>
      <div className="mt-3">
        {labId ? (
          <LabSlotPicker
            day={day}
            loading={slots.isFetching}
            error={slots.isError ? errorMessage(slots.error) : null}
            today={today}
            date={date}
            onDate={(d) => {
              setValue('date', d, touch);
              setValue('slot', '', touch);
            }}
            slot={slot || null}
            onSlot={(s) => setValue('slot', s, touch)}
          />
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>Choose a lab first.</Trans>
          </p>
        )}
        {formState.errors.slot ? (
          <p className="mt-2 text-sm text-red-700">{formState.errors.slot.message}</p>
        ) : null}
      </div>
    </section>
  );
}

export function LabCheckoutPreparation({ day }: { day: LabSlotDay | undefined }) {
  const { t } = useLingui();
  // Each item's Hindi name and preparation on a Hindi page (lab_items.preparation_hi).
  const preparation = day ? localList(day.preparation, day.preparationHi) : [];
  return (
    <section aria-labelledby="prep-heading" className={sectionClass}>
      <h2 id="prep-heading" className={h2Class}>
        <Trans>Preparation</Trans>
      </h2>
      {preparation.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {preparation.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">
          {day ? t`No special preparation is needed.` : t`Shown once a lab is chosen.`}
        </p>
      )}
    </section>
  );
}
