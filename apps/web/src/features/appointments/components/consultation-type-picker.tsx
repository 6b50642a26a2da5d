// Choose how to consult, among the types the doctor offers.

import type { ConsultationType } from '@arogya/contracts/doctors';
import { msg } from '@lingui/core/macro';
import BuildingIcon from 'lucide-react/icons/building-2';
import PhoneIcon from 'lucide-react/icons/phone-call';
import { useId } from 'react';
import { VideoIcon } from '../../../components/doctors/care-icons.tsx';
import { CONSULTATION_TYPE_LABELS } from '../../../lib/consultation-types.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';

const ICONS = { 'in-person': BuildingIcon, video: VideoIcon, audio: PhoneIcon } as const;
const HINTS: Readonly<Record<ConsultationType, string>> = localizedLabels({
  'in-person': msg`Visit the clinic`,
  video: msg`From home, on camera`,
  audio: msg`From home, by voice`,
});

export function ConsultationTypePicker({
  types,
  value,
  onChange,
  legend,
}: {
  types: readonly ConsultationType[];
  value: ConsultationType;
  onChange: (type: ConsultationType) => void;
  legend: string;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {types.map((type) => {
          const Icon = ICONS[type];
          return (
            <label
              key={type}
              className="relative flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-xl focus:outline-none"
              />
              <Icon aria-hidden="true" className="pointer-events-none size-5 shrink-0 text-brand-700" />
              <span className="pointer-events-none">
                <span className="block text-sm font-semibold text-slate-900">
                  {CONSULTATION_TYPE_LABELS[type]}
                </span>
                <span className="block text-xs text-slate-600">{HINTS[type]}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
