// The dialog that creates or edits a banner: texts, link, colour and designed picture, order and its days
// (IST, inclusive).

import type { AdminBanner } from '@arogya/contracts/admin';
import {
  BANNER_ARTWORK_LABELS,
  BANNER_ARTWORKS,
  type BannerArtwork,
} from '@arogya/contracts/pharmacy-values';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { useServerProblems } from '../../../lib/server-problems.ts';
import toast from '../../../lib/toast.ts';
import { useSaveBanner } from '../api/manage-banners.ts';

type Draft = {
  title: string;
  subtitle: string;
  link: string;
  cta: string;
  titleHi: string;
  subtitleHi: string;
  ctaHi: string;
  colour: string;
  artwork: BannerArtwork;
  sortOrder: string;
  startsOn: string;
  endsOn: string;
};

export function BannerForm({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>({
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    link: banner?.link ?? '/',
    cta: banner?.cta ?? 'Shop Now',
    titleHi: banner?.titleHi ?? '',
    subtitleHi: banner?.subtitleHi ?? '',
    ctaHi: banner?.ctaHi ?? '',
    colour: banner?.colour ?? '#0f766e',
    artwork: banner?.artwork ?? 'health',
    sortOrder: String(banner?.sortOrder ?? 0),
    startsOn: banner?.startsOn ?? '',
    endsOn: banner?.endsOn ?? '',
  });
  const save = useSaveBanner();
  const problems = useServerProblems(save.error);
  const field = (k: keyof Draft) => ({
    value: draft[k],
    error: problems.problem(k),
    onChange: (event: { target: { value: string } }) => {
      problems.edited(k);
      setDraft((d) => ({ ...d, [k]: event.target.value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: banner?.id,
        body: {
          title: draft.title,
          subtitle: draft.subtitle,
          link: draft.link,
          cta: draft.cta,
          titleHi: draft.titleHi || null,
          subtitleHi: draft.subtitleHi || null,
          ctaHi: draft.ctaHi || null,
          colour: draft.colour,
          artwork: draft.artwork,
          sortOrder: Number(draft.sortOrder) || 0,
          startsOn: draft.startsOn || null,
          endsOn: draft.endsOn || null,
        },
      },
      {
        onSuccess: (answer) => {
          toast.success(answerText(answer.message, t`Banner saved`));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog title={banner ? t`Edit banner` : t`New banner`} onClose={onClose} busy={save.isPending}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField label={t`Title`} className="sm:col-span-2" {...field('title')} />
        <TextField label={t`Subtitle`} className="sm:col-span-2" {...field('subtitle')} />
        <TextField label={t`Link`} hint={t`A path on Arogya, like /medifarma`} {...field('link')} />
        <TextField label={t`Button text`} {...field('cta')} />
        <TextField
          label={t`Title in Hindi (optional)`}
          hint={t`Shown on Hindi pages; left empty, they show the English`}
          lang="hi"
          className="sm:col-span-2"
          {...field('titleHi')}
        />
        <TextField
          label={t`Subtitle in Hindi (optional)`}
          lang="hi"
          className="sm:col-span-2"
          {...field('subtitleHi')}
        />
        <TextField label={t`Button text in Hindi (optional)`} lang="hi" {...field('ctaHi')} />
        <TextField label={t`Colour`} type="color" {...field('colour')} />
        <SelectField
          label={t`Picture`}
          hint={t`Drawn in the colour; the title and subtitle show beside it`}
          {...field('artwork')}
        >
          {BANNER_ARTWORKS.map((a) => (
            <option key={a} value={a}>
              {BANNER_ARTWORK_LABELS[a]}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Order`} type="number" min={0} {...field('sortOrder')} />
        <TextField label={t`First day`} type="date" hint={t`IST; empty: from now`} {...field('startsOn')} />
        <TextField
          label={t`Last day`}
          type="date"
          hint={t`IST, inclusive; empty: no end`}
          {...field('endsOn')}
        />
        <div className="sm:col-span-2">
          <FormAlert message={problems.formMessage(Object.keys(draft))} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={save.isPending} pendingLabel={t`Saving...`}>
            <Trans>Save Banner</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
