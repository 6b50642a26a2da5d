// /medifarma/location/:citySlug: whether and how Arogya delivers in one city (zone, days, shipping, cash on
// delivery, pin codes), with a button that makes it the delivery location.

import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  DELIVERY_DAYS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  formatInr,
  SHIPPING_FEE_PAISE,
} from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckIcon from 'lucide-react/icons/check';
import { Link, useParams } from 'react-router';
import { DeliveryCheck } from '../../../components/pharmacy/delivery-check.tsx';
import { daysText, zoneLabel } from '../../../components/pharmacy/delivery-text.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveDeliveryLocation, useDeliveryLocation } from '../../../lib/delivery-location.ts';
import { placeName } from '../../../lib/i18n/place-name.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isNotFound } from '../api/get-product.ts';
import { useDeliveryCity } from '../api/get-serviceable-city.ts';
import { BackButton } from '../components/back-button.tsx';
import { LocationChooser } from '../components/location-chooser.tsx';

export default function MedifarmaLocationPage() {
  const { t } = useLingui();
  const { citySlug } = useParams();
  const city = useDeliveryCity(citySlug);
  const chosen = useDeliveryLocation();
  const name = city.data ? placeName(city.data.name) : undefined;
  usePageTitle(name ? t`Medicine delivery in ${name}` : t`Delivery location`);

  if (city.isPending) return <Spinner />;
  if (city.isError) {
    return (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Delivery location</Trans>
        </h1>
        {isNotFound(city.error) ? (
          <EmptyState title={t`We do not deliver to this city yet`}>
            <Trans>Choose one of the cities below, or check your pin code.</Trans>
          </EmptyState>
        ) : (
          <ErrorState
            title={t`Something went wrong`}
            message={errorMessage(city.error)}
            onRetry={() => void city.refetch()}
          />
        )}
        <section
          aria-label={t`Choose a delivery location`}
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <LocationChooser />
        </section>
      </div>
    );
  }

  const c = city.data;
  const isChosen = chosen?.citySlug === c.slug;
  const facts = [
    { label: msg`Zone`, value: zoneLabel(c.zone) },
    { label: msg`Delivery time`, value: daysText(DELIVERY_DAYS[c.zone]) },
    {
      label: msg`Shipping`,
      value: t`${formatInr(SHIPPING_FEE_PAISE[c.zone])}; free on orders of ${formatInr(FREE_SHIPPING_THRESHOLD_PAISE)} and above`,
    },
    {
      label: msg`Cash on delivery`,
      value: c.cod
        ? t`Available for orders up to ${formatInr(COD_LIMIT_PAISE)} (${formatInr(COD_FEE_PAISE)} fee); check your pin code below`
        : t`Not available in this city`,
    },
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <BackButton fallback={paths.medifarma} />
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Medicine delivery in {placeName(c.name)}</Trans>
      </h1>
      <p className="mt-1 text-slate-700">{placeName(c.state)}</p>

      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-600">{t(fact.label)}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        {isChosen ? (
          <p className="inline-flex items-center gap-2 font-semibold text-green-800" role="status">
            <CheckIcon aria-hidden="true" className="size-5" />
            <Trans>Delivering to {placeName(c.name)}</Trans>
          </p>
        ) : (
          <Button
            onClick={() =>
              saveDeliveryLocation({
                citySlug: c.slug,
                cityName: c.name,
                pinCode: chosen?.pinCode && c.pinCodes.includes(chosen.pinCode) ? chosen.pinCode : null,
              })
            }
          >
            <Trans>Deliver to {placeName(c.name)}</Trans>
          </Button>
        )}
        <Trans>
          <Link to={paths.medifarma} className={buttonClass('secondary')}>
            Shop medicines
          </Link>
        </Trans>
      </div>

      <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <DeliveryCheck heading={t`Check your exact pin code`} />
        {c.pinCodes.length > 0 ? (
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">
              <Trans>
                Pin codes we serve in {placeName(c.name)} ({c.pinCodes.length})
              </Trans>
            </summary>
            <ul className="mt-2 flex flex-wrap gap-2">
              {c.pinCodes.map((pin) => (
                <li key={pin} className="rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-800">
                  {pin}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
    </div>
  );
}
