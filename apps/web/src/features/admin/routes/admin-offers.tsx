// /admin/offers (admins only): offers with their status now; create, edit, schedule and retire. While an
// offer is live the prices of what it covers are lowered by the server (docs/product-rules.md#offers).

import type { AdminOffer, OfferStatus } from '@arogya/contracts/admin';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import toast from '../../../lib/toast.ts';
import { useAdminOffers, useRetireOffer } from '../api/manage-offers.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { OfferForm } from '../components/offer-form.tsx';

const STATUS: Record<OfferStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  live: { label: msg`Live`, tone: 'green' },
  scheduled: { label: msg`Scheduled`, tone: 'blue' },
  ended: { label: msg`Ended`, tone: 'slate' },
  retired: { label: msg`Retired`, tone: 'slate' },
};

function OfferRow({ offer, onEdit }: { offer: AdminOffer; onEdit: () => void }) {
  const { t } = useLingui();
  const retire = useRetireOffer();
  const covers = offer.category ? t`Category: ${offer.category.name}` : t`Brand: ${offer.brand?.name ?? ''}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <span aria-hidden="true" className="h-12 w-2 shrink-0 rounded" style={{ background: offer.colour }} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
          {offer.title} <Badge tone={STATUS[offer.status].tone}>{t(STATUS[offer.status].label)}</Badge>
        </p>
        <p className="text-slate-700">{offer.description}</p>
        <p className="text-slate-600">
          <Trans>{offer.discountPercent}% off MRP</Trans> · {covers} ·{' '}
          <Trans>
            {formatDate(offer.startsOn)} to {formatDate(offer.endsOn)}
          </Trans>
        </p>
      </div>
      {offer.status === 'retired' ? null : (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${offer.title}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            pending={retire.isPending}
            pendingLabel={t`Retiring...`}
            aria-label={t`Retire ${offer.title}`}
            onClick={() =>
              retire.mutate(offer.id, {
                onSuccess: () => toast.success(t`Offer retired: its prices are back`),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            <Trans>Retire</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

export default function AdminOffersPage() {
  const { t } = useLingui();
  const offers = useAdminOffers();
  const [editing, setEditing] = useState<AdminOffer | 'new' | null>(null);
  return (
    <ConsoleShell
      title={t`Offers`}
      intro={t`A percentage off MRP on a category or a brand, on its days in India time (IST). While an offer is live, every product it covers sells at its offer price; retiring it brings the regular prices back.`}
    >
      <Button onClick={() => setEditing('new')}>
        <Trans>New Offer</Trans>
      </Button>
      <h2 className="sr-only">
        <Trans>All offers</Trans>
      </h2>
      <div className="mt-5">
        {offers.isPending ? (
          <LoadingNote label={t`Loading offers...`} />
        ) : offers.isError ? (
          <ErrorState
            headingLevel={3}
            title={t`Offers could not be loaded`}
            message={errorMessage(offers.error)}
            onRetry={() => void offers.refetch()}
          />
        ) : offers.data.result.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No offers yet`} />
        ) : (
          <ul className="space-y-3">
            {offers.data.result.map((o) => (
              <OfferRow key={o.id} offer={o} onEdit={() => setEditing(o)} />
            ))}
          </ul>
        )}
      </div>
      {editing ? (
        <OfferForm offer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ConsoleShell>
  );
}
