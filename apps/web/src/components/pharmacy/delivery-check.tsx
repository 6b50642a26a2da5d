// A pin code box that answers whether Arogya delivers there, by when, at what shipping fee and whether
// cash on delivery is offered. A served pin code becomes the remembered delivery location. It starts on the
// pin code already known (chosen before, or the signed-in patient's saved address), so nobody types again
// what Arogya holds.
import { FREE_SHIPPING_THRESHOLD_PAISE, formatInr } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { PIN_CODE_PATTERN, useDeliveryEstimate } from '../../lib/api/get-delivery-estimate.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { saveDeliveryLocation, useDeliveryLocation } from '../../lib/delivery-location.ts';
import { useVisitorPinCode } from '../../lib/use-visitor-pin-code.ts';
import { Button } from '../ui/button.tsx';
import { arrivalPlaceText } from './delivery-place-text.ts';
import { shippingText } from './delivery-text.ts';

export function DeliveryCheck({
  heading: headingProp,
  headingLevel = 2,
}: {
  heading?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const heading = headingProp ?? t`Check delivery`;
  const id = useId();
  const stored = useDeliveryLocation();
  const [text, setText] = useState(stored?.pinCode ?? '');
  const [asked, setAsked] = useState<string | null>(stored?.pinCode ?? null);
  const [formatError, setFormatError] = useState('');
  const known = useVisitorPinCode();
  const estimate = useDeliveryEstimate(asked);

  // The saved address's pin code arrives after the first render: asked at once unless one was typed.
  useEffect(() => {
    if (!known) return;
    setText((t) => t || known);
    setAsked((a) => a ?? known);
  }, [known]);
  const Heading = `h${headingLevel}` as const;

  // A served pin code becomes the delivery location; the chosen city stays only if the pin code is in it.
  useEffect(() => {
    const e = estimate.data;
    if (!e?.serviceable || e.pinCode === stored?.pinCode) return;
    const sameCity = Boolean(e.city) && stored?.cityName === e.city;
    saveDeliveryLocation({
      pinCode: e.pinCode,
      cityName: e.city,
      citySlug: sameCity ? (stored?.citySlug ?? null) : null,
    });
  }, [estimate.data, stored?.pinCode, stored?.cityName, stored?.citySlug]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pin = text.trim();
    if (!PIN_CODE_PATTERN.test(pin)) {
      setFormatError(t`Enter a valid 6-digit pin code`);
      return;
    }
    setFormatError('');
    setAsked(pin);
  };

  const e = estimate.data;
  return (
    <div>
      <Heading className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MapPinIcon aria-hidden="true" className="size-5 text-brand-700" />
        {heading}
      </Heading>
      <form onSubmit={onSubmit} noValidate className="mt-2 flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-pin`} className="sr-only">
            <Trans>Pin code</Trans>
          </label>
          <input
            id={`${id}-pin`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={text}
            onChange={(ev) => setText(ev.target.value.replace(/\D/g, '').slice(0, 6))}
            placeholder={t`Enter pin code`}
            aria-invalid={formatError ? true : undefined}
            aria-describedby={formatError ? `${id}-error` : undefined}
            className={`w-full rounded-lg border bg-white px-3 py-2.5 text-base placeholder:text-slate-500 sm:text-sm ${
              formatError ? 'border-red-700' : 'border-slate-400'
            }`}
          />
          {formatError ? (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
              {formatError}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" pending={estimate.isFetching} pendingLabel={t`Checking...`}>
          <Trans>Check</Trans>
        </Button>
      </form>
      <div aria-live="polite" className="mt-2 text-sm">
        {estimate.isError ? <p className="text-red-700">{errorMessage(estimate.error)}</p> : null}
        {e && !estimate.isFetching ? (
          e.serviceable ? (
            <ul className="space-y-1 text-slate-700">
              <li className="font-semibold text-green-800">{arrivalPlaceText(e)}</li>
              {e.feePaise !== null ? <li>{shippingText(e.feePaise, e.freeShippingThresholdPaise)}</li> : null}
              <li>
                {e.cod ? t`Cash on delivery available` : t`Cash on delivery is not offered at this pin code`}
              </li>
            </ul>
          ) : (
            <p className="text-red-700">
              <Trans>We do not deliver to {e.pinCode} yet.</Trans>
            </p>
          )
        ) : null}
        {!e && !asked ? (
          <p className="text-slate-600">
            <Trans>Free shipping on orders of {formatInr(FREE_SHIPPING_THRESHOLD_PAISE)} and above.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
