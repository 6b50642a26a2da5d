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
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isNotFound } from '../api/get-product.ts';
import { useDeliveryCity } from '../api/get-serviceable-city.ts';
import { BackButton } from '../components/back-button.tsx';
import { LocationChooser } from '../components/location-chooser.tsx';

export default function MedifarmaLocationPage() {
  const { citySlug } = useParams();
  const city = useDeliveryCity(citySlug);
  const chosen = useDeliveryLocation();
  const name = city.data?.name;
  usePageTitle(name ? `Medicine delivery in ${name}` : 'Delivery location');

  if (city.isPending) return <Spinner />;
  if (city.isError) {
    return (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Delivery location</h1>
        {isNotFound(city.error) ? (
          <EmptyState title="We do not deliver to this city yet">
            Choose one of the cities below, or check your pin code.
          </EmptyState>
        ) : (
          <ErrorState
            title="Something went wrong"
            message={errorMessage(city.error)}
            onRetry={() => void city.refetch()}
          />
        )}
        <section
          aria-label="Choose a delivery location"
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
    { label: 'Zone', value: zoneLabel(c.zone) },
    { label: 'Delivery time', value: daysText(DELIVERY_DAYS[c.zone]) },
    {
      label: 'Shipping',
      value: `${formatInr(SHIPPING_FEE_PAISE[c.zone])}; free on orders of ${formatInr(FREE_SHIPPING_THRESHOLD_PAISE)} and above`,
    },
    {
      label: 'Cash on delivery',
      value: c.cod
        ? `Available for orders up to ${formatInr(COD_LIMIT_PAISE)} (${formatInr(COD_FEE_PAISE)} fee); check your pin code below`
        : 'Not available in this city',
    },
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <BackButton fallback={paths.medifarma} />
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">Medicine delivery in {c.name}</h1>
      <p className="mt-1 text-slate-700">{c.state}</p>

      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        {isChosen ? (
          <p className="inline-flex items-center gap-2 font-semibold text-green-800" role="status">
            <CheckIcon aria-hidden="true" className="size-5" />
            Delivering to {c.name}
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
            Deliver to {c.name}
          </Button>
        )}
        <Link to={paths.medifarma} className={buttonClass('secondary')}>
          Shop medicines
        </Link>
      </div>

      <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <DeliveryCheck heading="Check your exact pin code" />
        {c.pinCodes.length > 0 ? (
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">
              Pin codes we serve in {c.name} ({c.pinCodes.length})
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
