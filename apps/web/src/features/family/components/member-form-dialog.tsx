// Add or edit a family member: full name, relation, date of birth (not in the future) and sex.

import { type FamilyMember, FamilyMemberInput, RELATIONS } from '@arogya/contracts/health-card';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RELATION_NAMES } from '../../../components/relation-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import { indiaDate } from '../../../lib/india-time.ts';
import { useSaveFamilyMember } from '../api/save-family-member.ts';

const FIELDS = ['name', 'relation', 'dateOfBirth', 'sex'] as const;
const SEX_LABELS = { female: msg`Female`, male: msg`Male`, other: msg`Other` } as const;

export function MemberFormDialog({ member, onClose }: { member: FamilyMember | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveFamilyMember();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: localizedZodResolver(FamilyMemberInput),
    mode: 'onTouched',
    defaultValues: {
      name: member?.name ?? '',
      relation: member?.relation ?? 'spouse',
      dateOfBirth: member?.dateOfBirth ?? '',
      sex: member?.sex ?? 'female',
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: member?.id, input });
      onClose();
    } catch (error) {
      setFormError(applyApiErrors(error, setError, FIELDS));
    }
  });

  return (
    <Dialog
      title={member ? t`Edit family member` : t`Add a family member`}
      onClose={onClose}
      busy={save.isPending}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={formError} />
        <TextField
          label={t`Full name`}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField label={t`Relation`} error={errors.relation?.message} {...register('relation')}>
          {RELATIONS.map((r) => (
            <option key={r} value={r}>
              {RELATION_NAMES[r]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Date of birth`}
          type="date"
          max={indiaDate()}
          min="1900-01-01"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">
            <Trans>Sex</Trans>
          </legend>
          <div className="flex gap-4">
            {(Object.keys(SEX_LABELS) as (keyof typeof SEX_LABELS)[]).map((sex) => (
              <label key={sex} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" value={sex} className="size-4 accent-brand-700" {...register('sex')} />
                {t(SEX_LABELS[sex])}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={save.isPending} pendingLabel={t`Saving...`}>
            {member ? t`Save Changes` : t`Add Member`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
