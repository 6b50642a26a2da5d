// One medicine line of the cart: what was added, with the server's price and any stock problem.

import { formatInr } from '@arogya/contracts/constants';
import type { QuoteLine } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { PriceTag } from '../../../components/pharmacy/price-tag.tsx';
import { ProductImage } from '../../../components/pharmacy/product-image.tsx';
import { QuantityStepper } from '../../../components/pharmacy/quantity-stepper.tsx';
import { ScheduleBadge } from '../../../components/pharmacy/schedule-badge.tsx';
import { colourName, sizeName } from '../../../components/pharmacy/variant-names.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { productPath } from '../../../config/pharmacy-paths.ts';
import type { CartItem } from '../../../lib/cart/cart-slice.ts';
import { useMedicineCart } from '../../../lib/cart/cart-store.ts';

export function MedicineCartLine({ item, line }: { item: CartItem; line: QuoteLine | undefined }) {
  const { t } = useLingui();
  const { increase, decrease, remove } = useMedicineCart.getState();
  const name = line?.name ?? item.name ?? t`Product`;
  const canIncrease = line ? line.available && item.quantity < line.stock : true;
  const details = [
    item.manufacturer ?? line?.manufacturer,
    packSize(item.unit ?? line?.unit ?? ''),
    item.color ? colourName(item.color) : null,
    item.size ? sizeName(item.size) : null,
  ].filter(Boolean);
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <ProductImage
        src={item.image ?? line?.image}
        alt=""
        sizes="(min-width: 640px) 96px, 80px"
        className="size-20 shrink-0 rounded-xl border border-slate-200 sm:size-24"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">
              <Link to={productPath(item.id)} className="hover:text-brand-800 hover:underline">
                {name}
              </Link>
            </h3>
            {details.length > 0 ? <p className="text-sm text-slate-600">{details.join(' · ')}</p> : null}
            {line?.prescriptionRequired ? (
              <div className="mt-1">
                <ScheduleBadge schedule={line.schedule} />
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => remove(item.id)}
            className="shrink-0 rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2Icon aria-hidden="true" className="size-5" />
            <Trans>
              <span className="sr-only">Remove {name} from the cart</span>
            </Trans>
          </button>
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            value={item.quantity}
            label={name}
            onDecrease={() => decrease(item.id)}
            onIncrease={() => increase(item.id)}
            canIncrease={canIncrease}
            decreaseLabel={item.quantity === 1 ? t`Remove ${name}` : t`Decrease quantity`}
          />
          {line ? (
            <div className="text-right">
              <PriceTag
                pricePaise={line.lineTotalPaise}
                mrpPaise={line.lineMrpPaise}
                size="sm"
                className="justify-end"
              />
              {item.quantity > 1 ? (
                <p className="text-xs text-slate-600">
                  {item.quantity} × {formatInr(line.unitPricePaise)}
                </p>
              ) : null}
            </div>
          ) : (
            <Skeleton className="h-6 w-20" />
          )}
        </div>
        {line?.message ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {line.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}
