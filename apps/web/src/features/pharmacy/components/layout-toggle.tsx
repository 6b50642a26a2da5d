// Grid or list layout for a product list.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LayoutGridIcon from 'lucide-react/icons/layout-grid';
import ListIcon from 'lucide-react/icons/list';
import type { ProductLayout } from './product-card.tsx';

const OPTIONS = [
  { id: 'grid', label: msg`Grid view`, Icon: LayoutGridIcon },
  { id: 'list', label: msg`List view`, Icon: ListIcon },
] as const;

export function LayoutToggle({
  value,
  onChange,
}: {
  value: ProductLayout;
  onChange: (layout: ProductLayout) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">
        <Trans>Layout</Trans>
      </legend>
      {OPTIONS.map(({ id, label, Icon }) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id)}
          className={`rounded-md p-2 ${value === id ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{t(label)}</span>
        </button>
      ))}
    </fieldset>
  );
}
