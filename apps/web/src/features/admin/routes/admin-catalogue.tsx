// /admin/catalogue (admins only): find a product, edit its price, MRP and schedule, restock it; import
// medicines or lab tests from CSV (docs/product-rules.md#catalogue-imports).

import type { AdminProduct } from '@arogya/contracts/admin';
import { formatInr } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminProducts } from '../api/manage-products.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ImportPanel } from '../components/import-panel.tsx';
import { EditProductDialog, RestockDialog } from '../components/product-dialogs.tsx';

type Open = { product: AdminProduct; dialog: 'edit' | 'restock' } | null;

export default function AdminCataloguePage() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const products = useAdminProducts(q);
  const [open, setOpen] = useState<Open>(null);
  const list = products.data?.pages.flatMap((p) => p.result) ?? [];
  return (
    <ConsoleShell title={t`Catalogue`} intro={t`Medicines and products: prices, schedules and stock.`}>
      <ImportPanel />
      <h2 className="mt-6 text-lg font-semibold text-slate-900">
        <Trans>Products</Trans>
      </h2>
      <search className="mt-2">
        <TextField
          label={t`Search products`}
          type="search"
          placeholder={t`Product name`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </search>
      <div className="mt-4">
        {products.isPending ? (
          <LoadingNote label={t`Loading products...`} />
        ) : products.isError ? (
          <ErrorState
            headingLevel={3}
            title={t`Products could not be loaded`}
            message={errorMessage(products.error)}
            onRetry={() => void products.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No products match`} />
        ) : (
          <>
            <ul className="space-y-3">
              {list.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="text-base font-semibold text-slate-900">{p.name}</p>
                    <p className="text-slate-700">
                      {p.brand} · {packSize(p.unit)} ·{' '}
                      <Trans>
                        Schedule <span translate="no">{p.schedule}</span>
                      </Trans>
                    </p>
                    <p className="text-slate-700">
                      <Trans>
                        {formatInr(p.pricePaise)} (MRP {formatInr(p.mrpPaise)})
                      </Trans>{' '}
                      ·{' '}
                      <span className={p.stock === 0 ? 'font-semibold text-red-800' : ''}>
                        {p.stock === 0 ? t`Out of stock` : t`${p.stock} in stock`}
                      </span>
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t`Edit ${p.name}`}
                      onClick={() => setOpen({ product: p, dialog: 'edit' })}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t`Restock ${p.name}`}
                      onClick={() => setOpen({ product: p, dialog: 'restock' })}
                    >
                      <Trans>Restock</Trans>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {products.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  pending={products.isFetchingNextPage}
                  pendingLabel={t`Loading...`}
                  onClick={() => void products.fetchNextPage()}
                >
                  <Trans>Load More</Trans>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
      {open?.dialog === 'edit' ? (
        <EditProductDialog product={open.product} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'restock' ? (
        <RestockDialog product={open.product} onClose={() => setOpen(null)} />
      ) : null}
    </ConsoleShell>
  );
}
