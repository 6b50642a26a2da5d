// A test or package card (listing, search, /labs): name, what it checks, parameters, fasting, turnaround,
// the lowest partner-lab price with the MRP struck only for a real discount, and 'Add to Cart'.

import type { LabItemSummary } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import ClockIcon from 'lucide-react/icons/clock';
import UtensilsCrossedIcon from 'lucide-react/icons/utensils-crossed';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/pharmacy/price-tag.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { packagePath, testPath } from '../../../config/paths.ts';
import { localizedCategoryLabel } from '../../../lib/i18n/catalogue-labels.ts';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import {
  fastingText,
  parameterCountText,
  priceLabel,
  testCountText,
  turnaroundText,
} from '../../../lib/lab-cart-item.ts';
import { localList } from '../local-list.ts';
import { AddLabToCartButton } from './add-lab-to-cart-button.tsx';

export const labItemPath = (item: Pick<LabItemSummary, 'type' | 'slug'>) =>
  item.type === 'package' ? packagePath(item.slug) : testPath(item.slug);

export function LabItemCard({ item, headingLevel = 3 }: { item: LabItemSummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const aliases = localList(item.aliases, item.aliasesHi).slice(0, 2).join(', ');
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={item.type === 'package' ? 'brand' : 'slate'}>
          {item.type === 'package' ? t`Package` : t`Test`}
        </Badge>
        <span className="text-xs font-medium text-slate-600">
          {localizedCategoryLabel(item.category.slug)}
        </span>
      </div>
      <Heading className="mt-2 text-base font-semibold text-slate-900">
        <Link to={labItemPath(item)} className="hover:text-brand-700 hover:underline">
          {localName(item)}
        </Link>
      </Heading>
      {aliases ? (
        <p className="text-xs text-slate-600">
          <Trans>Also called {aliases}</Trans>
        </p>
      ) : null}
      <p className="mt-1 line-clamp-2 text-sm text-slate-700">{localText(item.summary, item.summaryHi)}</p>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        <li>
          {item.type === 'package'
            ? `${testCountText(i18n, item.testCount)} · ${parameterCountText(i18n, item.parameterCount)}`
            : parameterCountText(i18n, item.parameterCount)}
        </li>
        <li className="flex items-center gap-1.5">
          <UtensilsCrossedIcon aria-hidden="true" className="size-4 text-slate-500" />
          {fastingText(i18n, item.fastingHours)}
        </li>
        <li className="flex items-center gap-1.5">
          <ClockIcon aria-hidden="true" className="size-4 text-slate-500" />
          {turnaroundText(i18n, item.turnaroundHours)}
        </li>
      </ul>
      <div className="mt-auto pt-4">
        <p className="text-xs text-slate-600">{priceLabel(i18n, item)}</p>
        <PriceTag
          pricePaise={item.discountPricePaise}
          mrpPaise={item.originalPricePaise}
          discount={item.discount}
        />
        <AddLabToCartButton item={item} className="mt-3 w-full" />
      </div>
    </article>
  );
}
