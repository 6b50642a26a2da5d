// The dialog that creates or edits an offer: its texts, the percentage off MRP, what it covers (a category,
// or a brand found by the start of its name), its colour and order, and its days (IST, inclusive). The
// server writes the covered prices as soon as it is saved (docs/product-rules.md#offers).

import type { AdminOffer } from '@arogya/contracts/admin';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { addDays, indiaDate } from '../../../lib/india-time.ts';
import { useServerProblems } from '../../../lib/server-problems.ts';
import toast from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useOfferTargets, useSaveOffer } from '../api/manage-offers.ts';

type Draft = {
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  discountPercent: string;
  covers: 'category' | 'brand';
  categoryId: string;
  brandId: string;
  colour: string;
  sortOrder: string;
  startsOn: string;
  endsOn: string;
};

export function OfferForm({ offer, onClose }: { offer: AdminOffer | null; onClose: () => void }) {
  const { t } = useLingui();
  const today = indiaDate();
  const [draft, setDraft] = useState<Draft>({
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    titleHi: offer?.titleHi ?? '',
    descriptionHi: offer?.descriptionHi ?? '',
    discountPercent: String(offer?.discountPercent ?? 10),
    covers: offer?.brand ? 'brand' : 'category',
    categoryId: offer?.category?.id ?? '',
    brandId: offer?.brand?.id ?? '',
    colour: offer?.colour ?? '#0f766e',
    sortOrder: String(offer?.sortOrder ?? 0),
    startsOn: offer?.startsOn ?? today,
    endsOn: offer?.endsOn ?? addDays(today, 30),
  });
  const [brandQuery, setBrandQuery] = useState(offer?.brand?.name ?? '');
  const targets = useOfferTargets(useDebouncedValue(brandQuery, 250));
  const save = useSaveOffer();
  const problems = useServerProblems(save.error);
  const set = (k: keyof Draft, value: string) => {
    problems.edited(k);
    setDraft((d) => ({ ...d, [k]: value }));
  };
  const field = (k: keyof Draft) => ({
    value: draft[k],
    error: problems.problem(k),
    onChange: (event: { target: { value: string } }) => set(k, event.target.value),
  });
  const brands = targets.data?.brands ?? [];
  // The chosen brand stays selectable while the list shows another search.
  const brandOptions =
    offer?.brand && !brands.some((b) => b.id === offer.brand?.id) ? [offer.brand, ...brands] : brands;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: offer?.id,
        body: {
          title: draft.title,
          description: draft.description,
          titleHi: draft.titleHi || null,
          descriptionHi: draft.descriptionHi || null,
          discountPercent: Number(draft.discountPercent),
          categoryId: draft.covers === 'category' ? draft.categoryId || null : null,
          brandId: draft.covers === 'brand' ? draft.brandId || null : null,
          colour: draft.colour,
          sortOrder: Number(draft.sortOrder) || 0,
          startsOn: draft.startsOn,
          endsOn: draft.endsOn,
        },
      },
      {
        onSuccess: (answer) => {
          toast.success(answerText(answer.message, t`Offer saved`));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog title={offer ? t`Edit offer` : t`New offer`} onClose={onClose} busy={save.isPending}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField label={t`Title`} className="sm:col-span-2" {...field('title')} />
        <TextField label={t`Description`} className="sm:col-span-2" {...field('description')} />
        <TextField
          label={t`Title in Hindi (optional)`}
          hint={t`Shown on Hindi pages; left empty, they show the English`}
          lang="hi"
          className="sm:col-span-2"
          {...field('titleHi')}
        />
        <TextField
          label={t`Description in Hindi (optional)`}
          lang="hi"
          className="sm:col-span-2"
          {...field('descriptionHi')}
        />
        <TextField
          label={t`Discount (% off MRP)`}
          type="number"
          min={1}
          max={90}
          hint={t`1 to 90; a price never goes up`}
          {...field('discountPercent')}
        />
        <SelectField label={t`Covers`} value={draft.covers} onChange={(e) => set('covers', e.target.value)}>
          <option value="category">{t`A category`}</option>
          <option value="brand">{t`A brand`}</option>
        </SelectField>
        {draft.covers === 'category' ? (
          <SelectField label={t`Category`} className="sm:col-span-2" {...field('categoryId')}>
            <option value="">{t`Choose a category`}</option>
            {(targets.data?.categories ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <>
            <TextField
              label={t`Find a brand`}
              hint={t`The start of its name`}
              value={brandQuery}
              onChange={(e) => setBrandQuery(e.target.value)}
            />
            <SelectField
              label={t`Brand`}
              // The server names a missing target under categoryId.
              error={problems.problem('brandId') ?? problems.problem('categoryId')}
              value={draft.brandId}
              onChange={(e) => set('brandId', e.target.value)}
            >
              <option value="">{brandOptions.length ? t`Choose a brand` : t`No brand starts so`}</option>
              {brandOptions.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <TextField label={t`Colour`} type="color" {...field('colour')} />
        <TextField label={t`Order`} type="number" min={0} {...field('sortOrder')} />
        <TextField label={t`First day`} type="date" hint={t`IST`} {...field('startsOn')} />
        <TextField label={t`Last day`} type="date" hint={t`IST, inclusive`} {...field('endsOn')} />
        <div className="sm:col-span-2">
          <FormAlert message={problems.formMessage(Object.keys(draft))} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={save.isPending} pendingLabel={t`Saving...`}>
            <Trans>Save Offer</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
