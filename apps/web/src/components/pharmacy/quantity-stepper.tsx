// A quantity with minus and plus buttons (the product page and the cart). The caller decides what each
// button does, e.g. the cart's minus at 1 removes the line.
import { Trans, useLingui } from '@lingui/react/macro';
import MinusIcon from 'lucide-react/icons/minus';
import PlusIcon from 'lucide-react/icons/plus';

type Props = {
  value: number;
  /** What is counted, for screen readers, e.g. 'Dolo 650'. */
  label: string;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease?: boolean;
  canIncrease?: boolean;
  decreaseLabel?: string;
};

const stepClass =
  'inline-flex size-9 items-center justify-center text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

export function QuantityStepper({
  value,
  label,
  onDecrease,
  onIncrease,
  canDecrease = true,
  canIncrease = true,
  decreaseLabel,
}: Props) {
  const { t } = useLingui();
  return (
    <fieldset className="inline-flex items-center rounded-lg border border-slate-400 bg-white">
      <legend className="sr-only">
        <Trans>Quantity of {label}</Trans>
      </legend>
      <button
        type="button"
        className={`${stepClass} rounded-l-lg`}
        onClick={onDecrease}
        disabled={!canDecrease}
      >
        <MinusIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">{decreaseLabel ?? t`Decrease quantity`}</span>
      </button>
      <output aria-live="polite" className="min-w-10 px-2 text-center text-sm font-semibold text-slate-900">
        <Trans>
          <span className="sr-only">Quantity </span>
          {value}
        </Trans>
      </output>
      <button
        type="button"
        className={`${stepClass} rounded-r-lg`}
        onClick={onIncrease}
        disabled={!canIncrease}
      >
        <PlusIcon aria-hidden="true" className="size-4" />
        <Trans>
          <span className="sr-only">Increase quantity</span>
        </Trans>
      </button>
    </fieldset>
  );
}
