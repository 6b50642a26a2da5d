// The lab checkout's collection address: one of the saved addresses (the default is chosen when they arrive,
// see use-lab-checkout-choices.ts) or one typed here, which is not saved to the address book.

import type { Address } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { ADDRESS_LABEL_NAMES } from '../../../components/address-label-names.ts';
import { LoadingNote } from '../../../components/ui/page-states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cityStatePin } from '../../../lib/i18n/place-name.ts';
import {
  digitsOnly,
  ENTER_AN_ADDRESS,
  h2Class,
  optionClass,
  radioClass,
  sectionClass,
  useLabCheckoutForm,
} from './lab-checkout-form.ts';

type Props = {
  saved: readonly Address[];
  pending: boolean;
  error: unknown;
};

export function LabCheckoutAddress({ saved, pending, error }: Props) {
  const { t } = useLingui();
  const { control, register, clearErrors, formState } = useLabCheckoutForm();
  // A typed address is checked only while it is the one chosen: choosing a saved one drops its errors.
  const addressIdField = register('addressId', {
    onChange: (event) => {
      clearErrors('addressId');
      if (event.target.value !== ENTER_AN_ADDRESS) clearErrors('address');
    },
  });
  const addressId = useWatch({ control, name: 'addressId' });
  const errors = formState.errors.address;

  return (
    <section aria-labelledby="address-heading" className={sectionClass}>
      <h2 id="address-heading" className={h2Class}>
        <Trans>Collection address</Trans>
      </h2>
      {pending ? <LoadingNote label={t`Loading your addresses...`} /> : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <Trans>
            Your saved addresses could not be loaded ({errorMessage(error)}). You can type an address below.
          </Trans>
        </p>
      ) : null}
      <fieldset className="mt-3">
        <legend className="sr-only">
          <Trans>Collection address</Trans>
        </legend>
        <ul className="space-y-3">
          {saved.map((a) => (
            <li key={a.id}>
              <label className={optionClass(addressId === a.id)}>
                <input type="radio" value={a.id} className={radioClass} {...addressIdField} />
                <span>
                  <span className="block font-semibold text-slate-900">
                    {a.name} · {ADDRESS_LABEL_NAMES[a.label]}
                  </span>
                  <span className="text-slate-700">
                    {[a.line1, a.line2, a.landmark, cityStatePin(a)].filter(Boolean).join(', ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
          <li>
            <label className={optionClass(addressId === ENTER_AN_ADDRESS)}>
              <input type="radio" value={ENTER_AN_ADDRESS} className={radioClass} {...addressIdField} />
              <Trans>
                <span className="font-semibold text-slate-900">Enter an address</span>
              </Trans>
            </label>
          </li>
        </ul>
      </fieldset>
      {formState.errors.addressId ? (
        <p className="mt-2 text-sm text-red-700">{formState.errors.addressId.message}</p>
      ) : null}
      {addressId === ENTER_AN_ADDRESS ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Contact name`}
            error={errors?.name?.message}
            autoComplete="name"
            {...register('address.name')}
          />
          <TextField
            label={t`Mobile number`}
            prefix="+91"
            inputMode="numeric"
            error={errors?.phone?.message}
            autoComplete="tel-national"
            {...digitsOnly(register('address.phone'), 10)}
          />
          <TextField
            label={t`House number and street`}
            error={errors?.line1?.message}
            autoComplete="address-line1"
            className="sm:col-span-2"
            {...register('address.line1')}
          />
          <TextField
            label={t`Area (optional)`}
            error={errors?.line2?.message}
            autoComplete="address-line2"
            {...register('address.line2')}
          />
          <TextField
            label={t`Landmark (optional)`}
            error={errors?.landmark?.message}
            {...register('address.landmark')}
          />
          <TextField
            label={t`City`}
            error={errors?.city?.message}
            autoComplete="address-level2"
            {...register('address.city')}
          />
          <TextField
            label={t`State`}
            error={errors?.state?.message}
            autoComplete="address-level1"
            {...register('address.state')}
          />
          <TextField
            label={t`Pin code`}
            inputMode="numeric"
            error={errors?.pinCode?.message}
            autoComplete="postal-code"
            {...digitsOnly(register('address.pinCode'), 6)}
          />
        </div>
      ) : null}
    </section>
  );
}
