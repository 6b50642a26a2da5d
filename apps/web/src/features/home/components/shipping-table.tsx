import {
  DELIVERY_DAYS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  formatInr,
  SHIPPING_FEE_PAISE,
  SHIPPING_ZONES,
} from '@arogya/contracts/constants';
import { Trans } from '@lingui/react/macro';
import { SHIPPING_ZONE_MESSAGES } from '../../../lib/i18n/catalogue-labels.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { rangeOf } from '../../../lib/policy-text.ts';

/** Shipping fee and delivery time for each zone, straight from the business constants. */
export function ShippingTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
        <caption className="bg-slate-50 px-4 py-3 text-left text-sm text-slate-700">
          <Trans>
            Shipping fee for orders below {formatInr(FREE_SHIPPING_THRESHOLD_PAISE)}, and delivery time after
            dispatch, by the zone of your delivery pin code
          </Trans>
        </caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Zone</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Shipping fee</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Delivery time</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {SHIPPING_ZONES.map((zone) => (
            <tr key={zone}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {localized(SHIPPING_ZONE_MESSAGES[zone])}
              </th>
              <td className="px-4 py-3">{formatInr(SHIPPING_FEE_PAISE[zone])}</td>
              <td className="px-4 py-3">{rangeOf(DELIVERY_DAYS[zone], 'day')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
