// The lab-test cart (docs/product-rules.md#carts: the same rules as the medicine cart) with its own checkout:
// booking a home collection (/lab-checkout). Prices here are the lowest partner-lab price when added; the
// booking is priced by the server at the chosen lab.

import { formatInr } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useLabTestCart } from '../../../lib/cart/cart-store.ts';
import { localName } from '../../../lib/i18n/local-name.ts';

export function LabCartSection() {
  const { t } = useLingui();
  const { items, totalAmount, totalItems, remove, clear } = useLabTestCart();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="lab-cart-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lab-cart-heading" className="text-xl font-bold text-slate-900">
          <Trans>Lab tests ({totalItems})</Trans>
        </h2>
        <Button variant="ghost" size="sm" onClick={clear}>
          <Trans>Clear lab tests</Trans>
        </Button>
      </div>
      <ul className="mt-2 divide-y divide-slate-200">
        {items.map((item) => {
          // Its Hindi name on a Hindi page (kept with the line when it was added), else its name.
          const name = item.name ? localName({ name: item.name, nameHi: item.nameHi }) : t`Lab test`;
          const price = formatInr(item.price);
          return (
            <li key={item.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">
                  {item.unit ? `${item.unit} · ` : ''}
                  {item.quantity > 1 ? `${item.quantity} × ${price}` : t`from ${price}`}
                </p>
              </div>
              <button
                type="button"
                onClick={() => remove(item.id)}
                className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2Icon aria-hidden="true" className="size-5" />
                <span className="sr-only">
                  <Trans>Remove</Trans> {name}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-3 font-semibold text-slate-900">
        <Trans>
          <span>Tests total (lowest lab prices)</span>
          <span>{formatInr(totalAmount)}</span>
        </Trans>
      </p>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          A sample is collected at your home; you choose the lab, date and slot next and pay at collection.
          Lab tests are booked apart from the medicine order.
        </Trans>
      </p>
      <Trans>
        <Link to={paths.labCheckout} className={buttonClass('primary', 'md', 'mt-4 w-full sm:w-auto')}>
          Book home collection
        </Link>
      </Trans>
    </section>
  );
}
