// The lab's test menu and prices: search the catalogue, put an item on the menu at a price (not above MRP),
// change a price, take an item off the menu or back on.
import { formatInr } from '@arogya/contracts/constants';
import type { LabMenuItem } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localizedCategoryLabel } from '../../../lib/i18n/catalogue-labels.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';
import toast from '../../../lib/toast.ts';
import { useChangeLabMenu, useLabMenu } from '../api/lab-menu.ts';
import { paiseToRupeesText, priceError, rupeesToPaise } from '../menu-price.ts';

function MenuRow({ item }: { item: LabMenuItem }) {
  const { t } = useLingui();
  const change = useChangeLabMenu();
  const [price, setPrice] = useState(paiseToRupeesText(item.pricePaise ?? item.mrpPaise));
  const [error, setError] = useState<string | null>(null);
  const onMenu = item.pricePaise !== null;
  const inputId = `price-${item.itemId}`;
  // The catalogue's Hindi name on a Hindi page (nameHi), as patients see the item.
  const name = localName(item);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = priceError(price, item.mrpPaise);
    setError(problem);
    const pricePaise = rupeesToPaise(price);
    if (problem || pricePaise === null) return;
    change.mutate(
      onMenu ? { update: { itemId: item.itemId, pricePaise } } : { add: { itemId: item.itemId, pricePaise } },
      {
        onSuccess: () => toast.success(onMenu ? t`Price saved` : t`${name} added to your menu`),
      },
    );
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">{name}</p>
          <p className="text-xs text-slate-600">
            {item.code} · {item.type === 'package' ? t`Package` : t`Test`} ·{' '}
            {localizedCategoryLabel(item.category.slug)} · <Trans>MRP {formatInr(item.mrpPaise)}</Trans>
          </p>
        </div>
        {onMenu ? (
          item.active ? (
            <Badge tone="green">
              <Trans>On menu · {formatInr(item.pricePaise ?? 0)}</Trans>
            </Badge>
          ) : (
            <Badge tone="slate">
              <Trans>Off menu</Trans>
            </Badge>
          )
        ) : (
          <Badge>
            <Trans>Not offered</Trans>
          </Badge>
        )}
      </div>
      <form onSubmit={save} noValidate className="mt-2 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={inputId} className="block text-xs font-medium text-slate-800">
            <Trans>
              Your price (₹) <span className="sr-only">for {name}</span>
            </Trans>
          </label>
          <input
            id={inputId}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="mt-0.5 block w-28 rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900"
          />
        </div>
        <Button type="submit" size="sm" disabled={change.isPending}>
          {onMenu ? t`Save price` : t`Add to menu`}
          <span className="sr-only">: {name}</span>
        </Button>
        {onMenu ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { update: { itemId: item.itemId, active: !item.active } },
                { onSuccess: () => toast.success(item.active ? t`Taken off the menu` : t`Back on the menu`) },
              )
            }
          >
            {item.active ? t`Take off menu` : t`Put back on menu`}
            <span className="sr-only">: {name}</span>
          </Button>
        ) : null}
      </form>
      {error || change.isError ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error ?? errorMessage(change.error)}
        </p>
      ) : null}
    </li>
  );
}

export function MenuPanel() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [offered, setOffered] = useState<'' | 'true' | 'false'>('true');
  const [page, setPage] = useState(1);
  const menu = useLabMenu({ q: q || undefined, offered: offered || undefined, page }, useLocale());

  return (
    <div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
          setPage(1);
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-48 flex-1">
          <label htmlFor="menu-search" className="block text-sm font-medium text-slate-800">
            <Trans>Search tests and packages</Trans>
          </label>
          <input
            id="menu-search"
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
          />
        </div>
        <div>
          <label htmlFor="menu-offered" className="block text-sm font-medium text-slate-800">
            <Trans>Show</Trans>
          </label>
          <select
            id="menu-offered"
            value={offered}
            onChange={(e) => {
              setOffered(e.target.value as '' | 'true' | 'false');
              setPage(1);
            }}
            className="mt-1 block rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
          >
            <option value="true">{t`On my menu`}</option>
            <option value="false">{t`Not on my menu`}</option>
            <option value="">{t`Everything`}</option>
          </select>
        </div>
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      <div className="mt-4">
        {menu.isPending ? (
          <LoadingNote label={t`Loading the menu...`} />
        ) : menu.isError ? (
          <ErrorState
            headingLevel={3}
            title={t`The menu could not be loaded`}
            message={errorMessage(menu.error)}
            onRetry={() => void menu.refetch()}
          />
        ) : menu.data.result.length === 0 ? (
          <EmptyState headingLevel={3} title={t`Nothing found`}>
            {q ? t`No test or package matches "${q}".` : t`No items in this list.`}
          </EmptyState>
        ) : (
          <>
            <ul className={`space-y-3 ${menu.isPlaceholderData ? 'opacity-60' : ''}`}>
              {menu.data.result.map((item) => (
                <MenuRow key={`${item.itemId}-${item.pricePaise}-${item.active}`} item={item} />
              ))}
            </ul>
            <Pagination
              page={menu.data.pagination.page}
              totalPages={menu.data.pagination.totalPages}
              onPage={setPage}
              label={t`Menu pages`}
            />
          </>
        )}
      </div>
    </div>
  );
}
