// The specialties offered for consult now, one to choose: its instant fee and its doctors online now.

import { formatInr } from '@arogya/contracts/constants';
import type { ConsultSpecialty } from '@arogya/contracts/consult-now';
import { Trans, useLingui } from '@lingui/react/macro';
import { SpecialtyIcon } from '../../../components/doctors/specialty-icon.tsx';
import { localName } from '../../../lib/i18n/local-name.ts';

export function SpecialtyPicker({
  specialties,
  value,
  onChange,
}: {
  specialties: ConsultSpecialty[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">
        <Trans>1. Specialty</Trans>
      </legend>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {specialties.map((s) => {
          const chosen = s.id === value;
          return (
            <li key={s.id}>
              <label
                className={`flex h-full cursor-pointer items-center gap-3 rounded-xl border p-3 ${
                  chosen ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-slate-200 bg-white'
                }`}
              >
                <input
                  type="radio"
                  name="specialty"
                  value={s.id}
                  checked={chosen}
                  onChange={() => onChange(s.id)}
                  className="sr-only"
                />
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-800 ring-1 ring-slate-200">
                  <SpecialtyIcon name={s.icon} className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-slate-900">{localName(s)}</span>
                  <span className="block text-xs text-slate-700">
                    {formatInr(s.feePaise)} ·{' '}
                    {s.onlineNow > 0 ? (
                      <span className="font-semibold text-green-800">{t`${s.onlineNow} online now`}</span>
                    ) : s.available > 0 ? (
                      t`${s.available} online, in consultations`
                    ) : (
                      t`nobody online now`
                    )}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
