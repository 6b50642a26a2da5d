// Where to deliver: the remembered choice, the serviceable Indian cities (each with its own page) and a
// pin code check.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DeliveryCheck } from '../../../components/pharmacy/delivery-check.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { medifarmaLocationPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeliveryLocation } from '../../../lib/delivery-location.ts';
import { placeName } from '../../../lib/i18n/place-name.ts';
import { useServiceableCities } from '../api/list-serviceable-cities.ts';

export function LocationChooser() {
  const { t } = useLingui();
  const cities = useServiceableCities();
  const chosen = useDeliveryLocation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="text-base font-semibold text-slate-900">
          <Trans>Cities we deliver to</Trans>
        </h3>
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          {chosen?.cityName
            ? t`Delivering to ${placeName(chosen.cityName)}${chosen.pinCode ? ` (${chosen.pinCode})` : ''}.`
            : chosen?.pinCode
              ? t`Delivering to pin code ${chosen.pinCode}.`
              : t`Choose your city to see delivery times and charges.`}
        </p>
        {cities.isPending ? (
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : cities.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {errorMessage(cities.error, t`The cities could not be loaded.`)}
          </p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {cities.data.map((city) => (
              <li key={city.slug}>
                <Link
                  to={medifarmaLocationPath(city.slug)}
                  aria-current={chosen?.citySlug === city.slug ? 'true' : undefined}
                  className={`block rounded-lg border px-3 py-2 text-center text-sm font-medium ${
                    chosen?.citySlug === city.slug
                      ? 'border-brand-700 bg-brand-50 text-brand-800'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
                  }`}
                >
                  {placeName(city.name)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <DeliveryCheck heading={t`Check your pin code`} headingLevel={3} />
    </div>
  );
}
