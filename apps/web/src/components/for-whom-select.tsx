// "For: Myself / <member>": who a booking or an order is for. The server checks the member is the
// account's own and applies that person's health card (docs/product-rules.md#family-members-and-the-health-card).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { useFamilyMembers } from '../lib/api/family-members.ts';
import { relationName } from './relation-names.ts';
import { SelectField } from './ui/select-field.tsx';

export function ForWhomSelect({
  value,
  onChange,
  id = 'for-whom',
}: {
  value: string;
  onChange: (forWhom: string) => void;
  id?: string;
}) {
  const { t } = useLingui();
  const family = useFamilyMembers();
  const members = family.data?.members ?? [];
  return (
    <SelectField
      id={id}
      label={t`For`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={family.isPending}
      hint={
        <>
          <Trans>Booking for someone else in your family?</Trans>{' '}
          <Link to={paths.familyMembers} className="font-medium text-brand-700 underline">
            <Trans>Manage family members</Trans>
          </Link>
        </>
      }
    >
      <option value="self">{t`Myself`}</option>
      {members.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name} ({relationName(m)}, {m.age})
        </option>
      ))}
    </SelectField>
  );
}
