// "Whose": narrows My Appointments and My Orders to the account holder or one family member; the server
// filters (?member=). Shown only when the account has family members.
import { useLingui } from '@lingui/react/macro';
import { useFamilyMembers } from '../lib/api/family-members.ts';
import { SelectField } from './ui/select-field.tsx';

export function MemberFilterSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (member: string | undefined) => void;
}) {
  const { t } = useLingui();
  const family = useFamilyMembers();
  const members = family.data?.members ?? [];
  if (members.length === 0) return null;
  return (
    <div className="mt-4 max-w-xs">
      <SelectField label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{t`Everyone`}</option>
        <option value="self">{t`Myself`}</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
