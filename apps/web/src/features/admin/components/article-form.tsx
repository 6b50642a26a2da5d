// The dialog that creates or edits a health article: title, slug (made from the title when empty), summary,
// the Markdown body, tags, the author and the reviewer (two listed doctors), the review date and the IST day
// it appears on (a later day schedules it). The server checks everything again.

import type { AdminArticle } from '@arogya/contracts/articles';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { formatDate } from '../../../lib/format.ts';
import { indiaDate } from '../../../lib/india-time.ts';
import { useServerProblems } from '../../../lib/server-problems.ts';
import toast from '../../../lib/toast.ts';
import { useListedDoctors, useSaveArticle } from '../api/manage-articles.ts';

/** The tags as the form sends them: words joined by hyphens, lower-case. */
const tagsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter((t, i, all) => t && all.indexOf(t) === i);

type Draft = {
  title: string;
  slug: string;
  summary: string;
  body: string;
  tags: string;
  authorId: string;
  reviewerId: string;
  reviewedOn: string;
  publishOn: string;
};

export function ArticleForm({ article, onClose }: { article: AdminArticle | null; onClose: () => void }) {
  const { t } = useLingui();
  const today = indiaDate();
  const [draft, setDraft] = useState<Draft>({
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
    tags: article?.tags.join(', ') ?? '',
    authorId: article?.author.id ?? '',
    reviewerId: article?.reviewer.id ?? '',
    reviewedOn: article?.reviewedOn ?? today,
    publishOn: article?.publishOn ?? today,
  });
  // Each tag's Hindi name, as typed; a tag whose name the article had and is now emptied has it removed.
  const [namesHi, setNamesHi] = useState<Record<string, string>>(article?.tagNamesHi ?? {});
  const tags = tagsOf(draft.tags);
  const save = useSaveArticle();
  const hindi = article?.translations?.find((tr) => tr.language === 'hi');
  const doctors = useListedDoctors();
  // The article's own doctors stay choosable even when they are past the first page of the list.
  const options = [
    ...(article ? [article.author, article.reviewer] : []),
    ...(doctors.data?.result ?? []),
  ].filter((d, i, all) => all.findIndex((x) => x.id === d.id) === i);
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
        id: article?.id,
        body: {
          title: draft.title,
          ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
          summary: draft.summary,
          body: draft.body,
          tags,
          tagNamesHi: Object.fromEntries(
            tags.flatMap((tag) => {
              const name = namesHi[tag]?.trim() ?? '';
              return name || article?.tagNamesHi?.[tag] ? [[tag, name]] : [];
            }),
          ),
          authorId: draft.authorId,
          reviewerId: draft.reviewerId,
          reviewedOn: draft.reviewedOn,
          publishOn: draft.publishOn,
        },
      },
      {
        onSuccess: (answer) => {
          toast.success(answerText(answer.message, t`Article saved`));
          onClose();
        },
      },
    );
  };
  const doctorSelect = (label: string, k: 'authorId' | 'reviewerId') => (
    <SelectField label={label} {...field(k)}>
      <option value="">{t`Choose a doctor`}</option>
      {options.map((d) => (
        <option key={d.id} value={d.id}>
          <Trans>Dr. {d.name}</Trans>
          {'specialty' in d ? `, ${d.specialty}` : ''}
        </option>
      ))}
    </SelectField>
  );
  return (
    <Dialog title={article ? t`Edit article` : t`New article`} onClose={onClose} busy={save.isPending}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        {hindi?.needsReview ? (
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2">
            <strong>
              <Trans>Hindi translation needs review</Trans>
            </strong>{' '}
            <Trans>
              The English has changed since the Hindi version was reviewed on {formatDate(hindi.reviewedOn)}.
              The Hindi page keeps showing that version, marked as reviewed before the change.
            </Trans>
          </p>
        ) : null}
        <TextField label={t`Title`} className="sm:col-span-2" {...field('title')} />
        <TextField
          label={t`Slug (optional)`}
          hint={t`The address: /health-articles/<slug>; made from the title when empty`}
          className="sm:col-span-2"
          {...field('slug')}
        />
        <TextareaField label={t`Summary`} rows={2} className="sm:col-span-2" {...field('summary')} />
        <TextareaField
          label={t`Body (Markdown)`}
          rows={8}
          hint={t`Headings with ##, lists with -; any HTML is shown as text`}
          className="sm:col-span-2"
          {...field('body')}
        />
        <TextField
          label={t`Tags`}
          hint={t`Separated by commas, like diabetes, diet`}
          className="sm:col-span-2"
          {...field('tags')}
        />
        {tags.map((tag) => (
          <TextField
            key={tag}
            label={t`Hindi name of the tag ‘${tag}’ (optional)`}
            hint={t`Shown on Hindi pages; left empty, the topic shows its usual name`}
            lang="hi"
            maxLength={60}
            value={namesHi[tag] ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setNamesHi((names) => ({ ...names, [tag]: value }));
            }}
          />
        ))}
        {doctorSelect(t`Author`, 'authorId')}
        {doctorSelect(t`Medical reviewer`, 'reviewerId')}
        <TextField label={t`Reviewed on`} type="date" max={today} {...field('reviewedOn')} />
        <TextField
          label={t`Publish on`}
          type="date"
          hint={t`IST; shown from 00:00 that day`}
          {...field('publishOn')}
        />
        <div className="sm:col-span-2">
          <FormAlert message={problems.formMessage(Object.keys(draft))} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={save.isPending} pendingLabel={t`Saving...`}>
            <Trans>Save Article</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
