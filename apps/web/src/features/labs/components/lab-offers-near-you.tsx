// The partner labs that collect at a pin code and run this test or package, cheapest first, with their
// NABL number and price (GET /api/v1/labs/offers). The pin code is the one chosen on any page
// (lib/delivery-location.ts), so the cart and checkout start from it.

import { formatInr, isPinCode, PIN_CODE_MESSAGE } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingNote } from '../../../components/ui/page-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveDeliveryLocation, useDeliveryLocation } from '../../../lib/delivery-location.ts';
import { placeName } from '../../../lib/i18n/place-name.ts';
import { useLabOffers } from '../api/list-lab-offers.ts';

export function LabOffersNearYou({ itemId }: { itemId: string }) {
  const { t } = useLingui();
  const location = useDeliveryLocation();
  const pinCode = location?.pinCode ?? null;
  const [text, setText] = useState(pinCode ?? '');
  // The stored pin code is read after hydration (lib/delivery-location.ts): the box shows it once known.
  useEffect(() => {
    if (pinCode) setText((current) => current || pinCode);
  }, [pinCode]);
  const [error, setError] = useState<string | null>(null);
  const offers = useLabOffers(pinCode, [itemId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPinCode(text)) {
      setError(PIN_CODE_MESSAGE);
      return;
    }
    setError(null);
    saveDeliveryLocation({ pinCode: text.trim() });
  };

  return (
    <section
      aria-labelledby="labs-near-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="labs-near-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Labs near you</Trans>
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-start gap-2" noValidate>
        <div className="min-w-40 flex-1">
          <label htmlFor="lab-pin" className="block text-sm font-medium text-slate-800">
            <Trans>Pin code for home collection</Trans>
          </label>
          <input
            id="lab-pin"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={text}
            onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'lab-pin-error' : undefined}
            className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 sm:text-sm ${error ? 'border-red-700' : 'border-slate-400'}`}
          />
          {error ? (
            <p id="lab-pin-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" className="mt-6">
          <Trans>Check</Trans>
        </Button>
      </form>

      <div className="mt-4" aria-live="polite">
        {!pinCode ? (
          <p className="text-sm text-slate-600">
            <Trans>Enter your pin code to see the labs that collect there and their prices.</Trans>
          </p>
        ) : offers.isPending ? (
          <LoadingNote label={t`Finding labs near you...`} />
        ) : offers.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(offers.error)}
          </p>
        ) : offers.data.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>No partner lab collects this at {pinCode} yet. Try another pin code.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {offers.data.map((offer) => (
              <li key={offer.lab.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div>
                  <p className="font-medium text-slate-900">{offer.lab.name}</p>
                  <p className="flex items-center gap-1 text-sm text-green-800">
                    <BadgeCheckIcon aria-hidden="true" className="size-4" />
                    <Trans>NABL {offer.lab.nablNumber}</Trans>
                  </p>
                  <p className="text-sm text-slate-600">{placeName(offer.lab.city)}</p>
                </div>
                <p className="text-right">
                  <span className="font-semibold text-slate-900">{formatInr(offer.totalPaise)}</span>
                  {offer.mrpTotalPaise > offer.totalPaise ? (
                    <s className="ml-2 text-sm text-slate-600">
                      <Trans>
                        <span className="sr-only">MRP </span>
                        {formatInr(offer.mrpTotalPaise)}
                      </Trans>
                    </s>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
