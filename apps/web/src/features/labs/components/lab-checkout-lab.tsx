// The lab checkout's lab: the partner labs that collect every test in the cart at the address's pin code,
// cheapest first, each with its NABL number, total and savings. Choosing another lab clears the slot.

import { formatInr, isPinCode } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import { useWatch } from 'react-hook-form';
import { LoadingNote } from '../../../components/ui/page-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { addressText } from '../../../lib/i18n/place-name.ts';
import { h2Class, optionClass, radioClass, sectionClass, useLabCheckoutForm } from './lab-checkout-form.ts';
import type { LabCheckoutChoices } from './use-lab-checkout-choices.ts';

export function LabCheckoutLab({ pinCode, offers }: Pick<LabCheckoutChoices, 'pinCode' | 'offers'>) {
  const { t } = useLingui();
  const { control, register, setValue, formState } = useLabCheckoutForm();
  const labId = useWatch({ control, name: 'labId' });
  const offerList = offers.data ?? [];

  return (
    <section aria-labelledby="lab-heading" className={sectionClass}>
      <h2 id="lab-heading" className={h2Class}>
        <Trans>Lab</Trans>
      </h2>
      <div className="mt-3" aria-live="polite">
        {!isPinCode(pinCode) ? (
          <p className="text-sm text-slate-600">
            <Trans>Choose or enter an address to see the labs that collect there.</Trans>
          </p>
        ) : offers.isPending ? (
          <LoadingNote label={t`Finding labs...`} />
        ) : offers.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(offers.error)}
          </p>
        ) : offerList.length === 0 ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            <Trans>
              No partner lab collects all these tests at {pinCode} yet. Try another address, or remove a test
              from the cart.
            </Trans>
          </p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm text-slate-700">
              <Trans>Cheapest first. Prices are the lab's own.</Trans>
            </legend>
            <ul className="space-y-3">
              {offerList.map((o) => (
                <li key={o.lab.id}>
                  <label className={optionClass(labId === o.lab.id)}>
                    <input
                      type="radio"
                      value={o.lab.id}
                      className={radioClass}
                      {...register('labId', { onChange: () => setValue('slot', '') })}
                    />
                    <span className="flex flex-1 flex-wrap justify-between gap-2">
                      <span>
                        <span className="block font-semibold text-slate-900">{o.lab.name}</span>
                        <span className="flex items-center gap-1 text-green-800">
                          <BadgeCheckIcon aria-hidden="true" className="size-4" />
                          <Trans>NABL accredited · {o.lab.nablNumber}</Trans>
                        </span>
                        <span className="block text-slate-600">{addressText(o.lab.address)}</span>
                      </span>
                      <span className="sm:text-right">
                        <span className="block font-semibold text-slate-900">{formatInr(o.totalPaise)}</span>
                        {o.savingsPaise > 0 ? (
                          <span className="text-green-800">
                            <Trans>You save {formatInr(o.savingsPaise)}</Trans>
                          </span>
                        ) : null}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {formState.errors.labId ? (
          <p className="mt-2 text-sm text-red-700">{formState.errors.labId.message}</p>
        ) : null}
      </div>
    </section>
  );
}
