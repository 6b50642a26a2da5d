// /admin/banners (admins only): home-page banners with their status today (IST); create, edit, schedule
// and retire (docs/product-rules.md#banners).

import type { AdminBanner, BannerStatus } from '@arogya/contracts/admin';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import toast from '../../../lib/toast.ts';
import { useAdminBanners, useRetireBanner } from '../api/manage-banners.ts';
import { BannerForm } from '../components/banner-form.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';

const STATUS: Record<BannerStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  live: { label: msg`Live`, tone: 'green' },
  scheduled: { label: msg`Scheduled`, tone: 'blue' },
  ended: { label: msg`Ended`, tone: 'slate' },
  retired: { label: msg`Retired`, tone: 'slate' },
};

function days(b: AdminBanner): string {
  if (!b.startsOn && !b.endsOn) return localized(msg`Every day`);
  const from = b.startsOn ? formatDate(b.startsOn) : localized(msg`now`);
  if (!b.endsOn) return localized(msg`From ${from}`);
  const to = formatDate(b.endsOn);
  return localized(msg`${from} to ${to}`);
}

function BannerRow({ banner, onEdit }: { banner: AdminBanner; onEdit: () => void }) {
  const { t } = useLingui();
  const retire = useRetireBanner();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <span aria-hidden="true" className="h-12 w-2 shrink-0 rounded" style={{ background: banner.colour }} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
          {banner.title} <Badge tone={STATUS[banner.status].tone}>{t(STATUS[banner.status].label)}</Badge>
        </p>
        <p className="text-slate-700">{banner.subtitle}</p>
        <p className="text-slate-600">
          <Trans>
            {days(banner)} · ‘{banner.cta}’ to {banner.link}
          </Trans>
        </p>
      </div>
      {banner.status === 'retired' ? null : (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${banner.title}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            pending={retire.isPending}
            pendingLabel={t`Retiring...`}
            aria-label={t`Retire ${banner.title}`}
            onClick={() =>
              retire.mutate(banner.id, {
                onSuccess: () => toast.success(t`Banner retired`),
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

export default function AdminBannersPage() {
  const { t } = useLingui();
  const banners = useAdminBanners();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  return (
    <ConsoleShell title={t`Banners`} intro={t`Home-page banners, shown on their days in India time (IST).`}>
      <Button onClick={() => setEditing('new')}>
        <Trans>New Banner</Trans>
      </Button>
      <h2 className="sr-only">
        <Trans>All banners</Trans>
      </h2>
      <div className="mt-5">
        {banners.isPending ? (
          <LoadingNote label={t`Loading banners...`} />
        ) : banners.isError ? (
          <ErrorState
            headingLevel={3}
            title={t`Banners could not be loaded`}
            message={errorMessage(banners.error)}
            onRetry={() => void banners.refetch()}
          />
        ) : banners.data.result.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No banners yet`} />
        ) : (
          <ul className="space-y-3">
            {banners.data.result.map((b) => (
              <BannerRow key={b.id} banner={b} onEdit={() => setEditing(b)} />
            ))}
          </ul>
        )}
      </div>
      {editing ? (
        <BannerForm banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ConsoleShell>
  );
}
