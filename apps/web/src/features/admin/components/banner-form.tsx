// The dialog that creates or edits a banner: texts, link, colour, order and its days (IST, inclusive).
import type { AdminBanner } from '@arogya/contracts/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useServerProblems } from '../../../lib/server-problems.ts';
import toast from '../../../lib/toast.ts';
import { useSaveBanner } from '../api/manage-banners.ts';

type Draft = {
  title: string;
  subtitle: string;
  link: string;
  cta: string;
  colour: string;
  sortOrder: string;
  startsOn: string;
  endsOn: string;
};

export function BannerForm({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>({
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    link: banner?.link ?? '/',
    cta: banner?.cta ?? 'Shop Now',
    colour: banner?.colour ?? '#0f766e',
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
          colour: draft.colour,
          sortOrder: Number(draft.sortOrder) || 0,
          startsOn: draft.startsOn || null,
          endsOn: draft.endsOn || null,
        },
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? 'Banner saved');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog title={banner ? 'Edit banner' : 'New banner'} onClose={onClose} busy={save.isPending}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField label="Title" className="sm:col-span-2" {...field('title')} />
        <TextField label="Subtitle" className="sm:col-span-2" {...field('subtitle')} />
        <TextField label="Link" hint="A path on Arogya, like /medifarma" {...field('link')} />
        <TextField label="Button text" {...field('cta')} />
        <TextField label="Colour" type="color" {...field('colour')} />
        <TextField label="Order" type="number" min={0} {...field('sortOrder')} />
        <TextField label="First day" type="date" hint="IST; empty: from now" {...field('startsOn')} />
        <TextField label="Last day" type="date" hint="IST, inclusive; empty: no end" {...field('endsOn')} />
        <div className="sm:col-span-2">
          <FormAlert message={problems.formMessage(Object.keys(draft))} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" pending={save.isPending} pendingLabel="Saving...">
            Save Banner
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
