// Colour and size pickers for the products that come in them (devices, supports, personal care).

import type { Colour } from '@arogya/contracts/pharmacy';
import { Trans } from '@lingui/react/macro';
import { colourName, sizeName } from '../../../components/pharmacy/variant-names.ts';

export function ColourPicker({
  colours,
  value,
  onChange,
}: {
  colours: Colour[];
  value: string | undefined;
  onChange: (name: string) => void;
}) {
  if (colours.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">
        <Trans>Colour</Trans>
        {value ? <span className="font-normal text-slate-700">: {colourName(value)}</span> : null}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {colours.map((colour) => (
          <label
            key={colour.name}
            className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 ${
              colour.available ? 'border-slate-300' : 'border-dashed border-slate-300'
            }`}
          >
            <input
              type="radio"
              name="colour"
              value={colour.name}
              checked={value === colour.name}
              disabled={!colour.available}
              onChange={() => onChange(colour.name)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className="size-4 rounded-full ring-1 ring-slate-400"
              style={{ backgroundColor: colour.value }}
            />
            {colourName(colour.name)}
            {colour.available ? null : (
              <span className="sr-only">
                <Trans> (unavailable)</Trans>
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SizePicker({
  sizes,
  value,
  onChange,
}: {
  sizes: string[];
  value: string | undefined;
  onChange: (size: string) => void;
}) {
  if (sizes.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">
        <Trans>Size</Trans>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label
            key={size}
            className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name="size"
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="sr-only"
            />
            {sizeName(size)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
