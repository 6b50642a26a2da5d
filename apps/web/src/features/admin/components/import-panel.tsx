// CSV import of medicines or lab tests: choose the file, 'Check File' (a dry run) or 'Import'; the report
// lists each rejected row with its line and reasons, in the page's language (import-problem-text.ts). All or
// nothing: with any rejected row nothing is imported (docs/product-rules.md#catalogue-imports). A file refused
// as a whole (not CSV, too large, empty, a column missing...) is said by its code (import-refusal-text.ts);
// what the file's text alone shows is refused here before it is sent.

import { LAB_TEST_CSV_COLUMNS, MEDICINE_CSV_COLUMNS } from '@arogya/contracts/admin';
import {
  csvTextRefusal,
  type FileRefusal,
  IMPORT_MAX_CHARS,
} from '@arogya/contracts/catalogue-import-problems';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { type ImportTarget, useCatalogueImport } from '../api/manage-products.ts';
import { importRefusalOf, importRefusalText } from '../import-refusal-text.ts';

type ProblemText = typeof import('../import-problem-text.ts').importProblemText;

/**
 * The words of the row problems, loaded once a report has some: a dynamic import keeps them (and the
 * contracts' messages they use) out of the admin routes' preload list (e2e/bundle-budget.spec.ts). Until
 * they are in, the problems show as the API wrote them.
 */
function useProblemText(needed: boolean): ProblemText | null {
  const [text, setText] = useState<ProblemText | null>(null);
  useEffect(() => {
    if (!needed || text) return;
    let live = true;
    void import('../import-problem-text.ts').then(async (loaded) => {
      await loaded.importProblemsReady();
      if (live) setText(() => loaded.importProblemText);
    });
    return () => {
      live = false;
    };
  }, [needed, text]);
  return text;
}

const TOO_LARGE: FileRefusal = { code: 'too_large', limit: IMPORT_MAX_CHARS };
const EMPTY: FileRefusal = { code: 'empty' };

const COLUMNS: Record<ImportTarget, readonly string[]> = {
  medicines: MEDICINE_CSV_COLUMNS,
  'lab-tests': LAB_TEST_CSV_COLUMNS,
};

export function ImportPanel() {
  const { t, i18n } = useLingui();
  const [target, setTarget] = useState<ImportTarget>('medicines');
  const [file, setFile] = useState<File | null>(null);
  const [unsent, setUnsent] = useState<FileRefusal | null>(null);
  const run = useCatalogueImport();
  const send = async (dryRun: boolean) => {
    if (!file) return;
    // A file over the limit in bytes is not even read (2 MB as the admin counts a file's size).
    const csv = file.size > IMPORT_MAX_CHARS ? '' : await file.text();
    const refusal = csv ? csvTextRefusal(csv) : file.size > IMPORT_MAX_CHARS ? TOO_LARGE : EMPTY;
    setUnsent(refusal);
    if (refusal) run.reset();
    else run.mutate({ target, csv, dryRun });
  };
  const refusal = unsent ?? importRefusalOf(run.error);
  const report = run.data?.result;
  const problemText = useProblemText(Boolean(report?.rejected.length) && i18n.locale !== 'en');
  const say = (problem: string) => (problemText ? problemText(problem, i18n) : problem);
  return (
    <section aria-labelledby="import-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="import-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Import from CSV</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Every row is checked first. If any row has a problem, nothing is imported. Columns: </Trans>
        <code translate="no" className="break-words font-mono text-xs">
          {COLUMNS[target].join(', ')}
        </code>
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label={t`Catalogue`}
          value={target}
          onChange={(e) => setTarget(e.target.value as ImportTarget)}
        >
          <option value="medicines">{t`Medicines`}</option>
          <option value="lab-tests">{t`Lab tests`}</option>
        </SelectField>
        <label className="block text-sm font-medium text-slate-900">
          <Trans>CSV file</Trans>
          <input
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setUnsent(null);
            }}
          />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={!file}
          pending={run.isPending && run.variables?.dryRun}
          pendingLabel={t`Checking...`}
          onClick={() => void send(true)}
        >
          <Trans>Check File</Trans>
        </Button>
        <Button
          disabled={!file}
          pending={run.isPending && !run.variables?.dryRun}
          pendingLabel={t`Importing...`}
          onClick={() => void send(false)}
        >
          <Trans>Import</Trans>
        </Button>
      </div>
      <div className="mt-3 space-y-2" aria-live="polite">
        <FormAlert
          message={refusal ? importRefusalText(refusal, i18n) : run.isError ? errorMessage(run.error) : null}
        />
        {report ? (
          <FormAlert
            tone={report.rejected.length ? 'error' : 'success'}
            message={answerText(
              run.data?.message,
              t`${report.applied} of ${plural(report.total, { one: '# row', other: '# rows' })} imported`,
            )}
          />
        ) : null}
        {report && report.rejected.length > 0 ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Rows to fix</Trans>
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-1 pr-3">
                  <Trans>Line</Trans>
                </th>
                <th scope="col" className="py-1 pr-3">
                  <Trans>Name</Trans>
                </th>
                <th scope="col" className="py-1">
                  <Trans>Problems</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((r) => (
                <tr key={r.line} className="border-b border-slate-100 align-top">
                  <td className="py-1 pr-3 text-slate-900">{r.line}</td>
                  <td className="py-1 pr-3 text-slate-900">{r.name || '—'}</td>
                  <td className="py-1 text-red-800">{r.errors.map(say).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  );
}
