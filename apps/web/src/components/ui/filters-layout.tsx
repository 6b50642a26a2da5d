// The filter panel of a listing page: a sticky sidebar on wide screens, a button and a bottom sheet on
// phones. Each page passes its own panel; the chrome around it lives here once.
import { Trans, useLingui } from '@lingui/react/macro';
import SlidersHorizontalIcon from 'lucide-react/icons/sliders-horizontal';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export function FiltersAside({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <aside aria-labelledby={headingId} className="hidden lg:block">
      <div className="sticky top-20 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Filters</Trans>
        </h2>
        {children}
      </div>
    </aside>
  );
}

export function FiltersButton({ active = 0, onOpen }: { active?: number; onOpen: () => void }) {
  return (
    <Button variant="secondary" className="lg:hidden" onClick={onOpen} aria-haspopup="dialog">
      <SlidersHorizontalIcon aria-hidden="true" className="size-4" />
      {active > 0 ? <Trans>Filters ({active})</Trans> : <Trans>Filters</Trans>}
    </Button>
  );
}

export function FiltersSheet({
  open,
  onClose,
  showLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  showLabel: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  if (!open) return null;
  return (
    <Dialog variant="sheet" title={t`Filters`} onClose={onClose}>
      {children}
      <Button className="mt-6 w-full" onClick={onClose}>
        {showLabel}
      </Button>
    </Dialog>
  );
}
