// A quantity with minus and plus buttons (the product page and the cart). The caller decides what each
// button does, e.g. the cart's minus at 1 removes the line.
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
  return (
    <fieldset className="inline-flex items-center rounded-lg border border-slate-400 bg-white">
      <legend className="sr-only">Quantity of {label}</legend>
      <button
        type="button"
        className={`${stepClass} rounded-l-lg`}
        onClick={onDecrease}
        disabled={!canDecrease}
      >
        <MinusIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">{decreaseLabel ?? 'Decrease quantity'}</span>
      </button>
      <output aria-live="polite" className="min-w-10 px-2 text-center text-sm font-semibold text-slate-900">
        <span className="sr-only">Quantity </span>
        {value}
      </output>
      <button
        type="button"
        className={`${stepClass} rounded-r-lg`}
        onClick={onIncrease}
        disabled={!canIncrease}
      >
        <PlusIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">Increase quantity</span>
      </button>
    </fieldset>
  );
}
