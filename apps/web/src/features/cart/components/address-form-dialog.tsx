// Add or edit an address: name, phone (10 digits starting 6-9), address lines, city, state and pin code (6
// digits, first 1-9), checked against the API as soon as it is complete, with the delivery estimate shown.

import { ADDRESS_LABELS, type Address, AddressInput } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ADDRESS_LABEL_NAMES } from '../../../components/address-label-names.ts';
import { arrivalPlaceText } from '../../../components/pharmacy/delivery-place-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PIN_CODE_PATTERN, useDeliveryEstimate } from '../../../lib/api/get-delivery-estimate.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import { useSaveAddress } from '../api/save-address.ts';

const FIELDS = [
  'label',
  'name',
  'phone',
  'line1',
  'line2',
  'landmark',
  'city',
  'state',
  'pinCode',
  'isDefault',
] as const;

function PinCodeCheck({ pinCode }: { pinCode: string }) {
  const { t } = useLingui();
  const estimate = useDeliveryEstimate(pinCode);
  if (!PIN_CODE_PATTERN.test(pinCode)) return null;
  if (estimate.isFetching)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Checking delivery to {pinCode}...</Trans>
      </p>
    );
  const e = estimate.data;
  if (!e) return null;
  if (!e.serviceable) {
    return (
      <p className="text-sm font-medium text-red-700">
        <Trans>We do not deliver to {pinCode} yet. Please use another address.</Trans>
      </p>
    );
  }
  return (
    <p className="text-sm text-green-800">
      <Trans>{arrivalPlaceText(e)}.</Trans>{' '}
      {e.cod ? t`Cash on delivery available.` : t`Cash on delivery is not offered here.`}
    </p>
  );
}

export function AddressFormDialog({
  address,
  onClose,
  onSaved,
}: {
  address: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}) {
  const { t } = useLingui();
  const user = useAuthStore((s) => s.user);
  const save = useSaveAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm({
    resolver: localizedZodResolver(AddressInput),
    mode: 'onTouched',
    defaultValues: {
      label: address?.label ?? 'Home',
      name: address?.name ?? user?.name ?? '',
      phone: address?.phone ?? user?.phone ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      landmark: address?.landmark ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      pinCode: address?.pinCode ?? '',
      isDefault: address?.isDefault ?? false,
    },
  });
  const pinCode = watch('pinCode') ?? '';
  const estimate = useDeliveryEstimate(pinCode);

  // Fill the city and state from the pin code when they are still empty.
  useEffect(() => {
    const e = estimate.data;
    if (!e?.serviceable) return;
    if (e.city && !getValues('city')) setValue('city', e.city, { shouldValidate: true });
    if (e.state && !getValues('state')) setValue('state', e.state, { shouldValidate: true });
  }, [estimate.data, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = {
      ...values,
      line2: values.line2 || undefined,
      landmark: values.landmark || undefined,
    };
    try {
      const answer = await save.mutateAsync({ id: address?.id, input });
      onSaved(answer.result);
    } catch (error) {
      setFormError(applyApiErrors(error, setError, FIELDS));
    }
  });

  return (
    <Dialog title={address ? t`Edit address` : t`Add a new address`} onClose={onClose} busy={save.isPending}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={formError} />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">
            <Trans>Save as</Trans>
          </legend>
          <div className="flex gap-2">
            {ADDRESS_LABELS.map((label) => (
              <label
                key={label}
                className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
              >
                <input type="radio" value={label} className="sr-only" {...register('label')} />
                {ADDRESS_LABEL_NAMES[label]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t`Full name`}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t`Mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix="+91"
          hint={t`10 digits, starting with 6, 7, 8 or 9`}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t`House number and street`}
          autoComplete="address-line1"
          error={errors.line1?.message}
          {...register('line1')}
        />
        <TextField
          label={t`Area or locality (optional)`}
          autoComplete="address-line2"
          error={errors.line2?.message}
          {...register('line2')}
        />
        <TextField
          label={t`Landmark (optional)`}
          error={errors.landmark?.message}
          {...register('landmark')}
        />
        <div>
          <TextField
            label={t`Pin code`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            hint={t`6 digits`}
            error={errors.pinCode?.message}
            {...register('pinCode')}
          />
          <div aria-live="polite" className="mt-1">
            <PinCodeCheck pinCode={pinCode} />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`City`}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label={t`State`}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('isDefault')} />
          <Trans>Make this my default address</Trans>
        </label>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={save.isPending} pendingLabel={t`Saving...`}>
            <Trans>Save address</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
