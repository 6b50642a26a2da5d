// The doctor's e-prescription after a teleconsultation: medicines picked from the catalogue (those the call
// may not prescribe are shown with the reason), dose, frequency and duration, lab tests advised (the patient
// books them from the e-prescription with 'Book these tests'), advice and follow-up date.
import type { EPrescription, EPrescriptionItemInput, FormularyMedicine } from '@arogya/contracts/calls';
import type { LabItemSummary } from '@arogya/contracts/labs';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ePrescriptionPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  downloadEPrescriptionPdf,
  issueEPrescription,
  searchFormulary,
  searchLabTests,
} from '../api/write-e-prescription.ts';

type Line = EPrescriptionItemInput & { name: string; schedule: string };

const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-700';

function Field({ label, children, id }: { label: string; children: React.ReactNode; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

export function EPrescriptionForm({
  callId,
  callType,
  onIssued,
}: {
  callId: string;
  callType: 'video' | 'audio';
  /** Told once the e-prescription is issued (e.g. to refresh lists that show it). */
  onIssued?: (rx: EPrescription) => void;
}) {
  const { t } = useLingui();
  const ids = useId();
  const [diagnosis, setDiagnosis] = useState('');
  const [advice, setAdvice] = useState('');
  const [followUp, setFollowUp] = useState('');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<FormularyMedicine[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [testQuery, setTestQuery] = useState('');
  const [testResults, setTestResults] = useState<LabItemSummary[]>([]);
  const [tests, setTests] = useState<{ id: string; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [issued, setIssued] = useState<EPrescription | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchFormulary(callId, q, controller.signal).then(setResults, () => {});
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [callId, query]);

  useEffect(() => {
    const q = testQuery.trim();
    if (q.length < 2) {
      setTestResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchLabTests(q, controller.signal).then(setTestResults, () => {});
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [testQuery]);

  const advise = (item: LabItemSummary) => {
    if (!tests.some((x) => x.id === item.id)) setTests([...tests, { id: item.id, name: item.name }]);
    setTestQuery('');
  };

  const add = (m: FormularyMedicine) => {
    if (lines.some((l) => l.productId === m.id)) return;
    setLines([
      ...lines,
      {
        productId: m.id,
        name: m.name,
        schedule: m.schedule,
        dose: '1 tablet',
        frequency: '',
        durationDays: 5,
        quantity: 1,
      },
    ]);
    setQuery('');
  };
  const update = (index: number, patch: Partial<Line>) =>
    setLines(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const submit = async () => {
    setError(null);
    setPending(true);
    try {
      const rx = await issueEPrescription(callId, {
        diagnosis: diagnosis || undefined,
        advice: advice || undefined,
        followUpDate: followUp || undefined,
        labTestIds: tests.map((test) => test.id),
        items: lines.map(({ name: _n, schedule: _s, ...item }) => ({
          ...item,
          instructions: item.instructions || undefined,
        })),
      });
      setIssued(rx);
      onIssued?.(rx);
    } catch (e) {
      setError(errorMessage(e, t`The e-prescription could not be issued.`));
    } finally {
      setPending(false);
    }
  };

  if (issued) {
    return (
      <section
        className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4 text-left"
        data-testid="e-prescription-issued"
      >
        <h2 className="font-semibold text-green-900">
          <Trans>e-Prescription issued</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          {t`${plural(issued.items.length, { one: '# medicine', other: '# medicines' })}`}
          {issued.advisedTests.length > 0
            ? ` · ${t`${plural(issued.advisedTests.length, { one: '# test advised', other: '# tests advised' })}`}`
            : ''}{' '}
          ·{' '}
          <Trans>
            Reg. No. {issued.doctor.registrationNumber} · via teleconsultation. The patient sees it among
            their prescriptions.
          </Trans>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={ePrescriptionPath(issued.id)} className={buttonClass('secondary', 'sm')}>
            <Trans>View e-prescription</Trans>
          </Link>
          <Button variant="secondary" size="sm" onClick={() => void downloadEPrescriptionPdf(issued)}>
            <Trans>Download PDF</Trans>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="mt-6 space-y-4 rounded-xl border border-slate-200 p-4 text-left"
    >
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
        <Trans>Write e-prescription</Trans>
      </h2>
      <p className="text-xs text-slate-600">
        {callType === 'audio'
          ? t`After an audio consultation only over-the-counter medicines (List O) may be prescribed.`
          : t`Schedule X medicines cannot be prescribed by teleconsultation.`}
      </p>
      <Field label={t`Diagnosis`} id={`${ids}-dx`}>
        <input
          id={`${ids}-dx`}
          className={inputClass}
          value={diagnosis}
          maxLength={300}
          onChange={(e) => setDiagnosis(e.target.value)}
        />
      </Field>
      <Field label={t`Find a medicine`} id={`${ids}-q`}>
        <input
          id={`${ids}-q`}
          className={inputClass}
          value={query}
          placeholder={t`Name or salt, e.g. paracetamol`}
          onChange={(e) => setQuery(e.target.value)}
        />
      </Field>
      {results.length > 0 ? (
        <ul
          className="max-h-56 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200"
          aria-label={t`Medicines found`}
        >
          {results.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{m.name}</span>
                <span className="block text-xs text-slate-600">
                  {m.saltComposition ?? packSize(m.unit)} ·{' '}
                  {m.schedule === 'OTC' ? (
                    <span translate="no">OTC</span>
                  ) : (
                    <Trans>
                      Schedule <span translate="no">{m.schedule}</span>
                    </Trans>
                  )}
                  {m.reason ? ` · ${m.reason}` : ''}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={!m.allowed}
                onClick={() => add(m)}
                aria-label={t`Add ${m.name}`}
              >
                <Trans>Add</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {lines.map((line, i) => (
        <fieldset key={line.productId} className="space-y-2 rounded-lg bg-slate-50 p-3">
          <legend className="text-sm font-semibold text-slate-900">{line.name}</legend>
          <div className="grid gap-2 sm:grid-cols-4">
            <Field label={t`Dose`} id={`${ids}-${i}-dose`}>
              <input
                id={`${ids}-${i}-dose`}
                className={inputClass}
                value={line.dose}
                onChange={(e) => update(i, { dose: e.target.value })}
              />
            </Field>
            <Field label={t`Frequency`} id={`${ids}-${i}-freq`}>
              <input
                id={`${ids}-${i}-freq`}
                className={inputClass}
                value={line.frequency}
                placeholder={t`1-0-1 after food`}
                onChange={(e) => update(i, { frequency: e.target.value })}
              />
            </Field>
            <Field label={t`Days`} id={`${ids}-${i}-days`}>
              <input
                id={`${ids}-${i}-days`}
                type="number"
                min={1}
                max={365}
                className={inputClass}
                value={line.durationDays}
                onChange={(e) => update(i, { durationDays: Number(e.target.value) })}
              />
            </Field>
            <Field label={t`Packs`} id={`${ids}-${i}-qty`}>
              <input
                id={`${ids}-${i}-qty`}
                type="number"
                min={1}
                max={20}
                className={inputClass}
                value={line.quantity ?? 1}
                onChange={(e) => update(i, { quantity: Number(e.target.value) })}
              />
            </Field>
          </div>
          <Field label={t`Instructions`} id={`${ids}-${i}-ins`}>
            <input
              id={`${ids}-${i}-ins`}
              className={inputClass}
              value={line.instructions ?? ''}
              onChange={(e) => update(i, { instructions: e.target.value })}
            />
          </Field>
          <Button size="sm" variant="ghost" onClick={() => setLines(lines.filter((_, j) => j !== i))}>
            <Trans>Remove {line.name}</Trans>
          </Button>
        </fieldset>
      ))}
      <Field label={t`Advise a lab test`} id={`${ids}-lt`}>
        <input
          id={`${ids}-lt`}
          className={inputClass}
          value={testQuery}
          placeholder={t`Test or package, e.g. HbA1c, thyroid`}
          onChange={(e) => setTestQuery(e.target.value)}
        />
      </Field>
      {testResults.length > 0 ? (
        <ul
          className="max-h-56 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200"
          aria-label={t`Lab tests found`}
        >
          {testResults.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{item.name}</span>
                <span className="block text-xs text-slate-600">
                  {item.type === 'package' ? t`Package` : t`Test`}
                  {item.fastingHours > 0 ? ` · ${t`fasting ${item.fastingHours} h`}` : ''}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={tests.some((x) => x.id === item.id)}
                onClick={() => advise(item)}
                aria-label={t`Advise ${item.name}`}
              >
                <Trans>Advise</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {tests.length > 0 ? (
        <ul aria-label={t`Tests advised`} className="space-y-1 text-sm">
          {tests.map((test) => (
            <li
              key={test.id}
              className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2"
            >
              <span className="font-medium text-slate-900">{test.name}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t`Remove ${test.name}`}
                onClick={() => setTests(tests.filter((x) => x.id !== test.id))}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Field label={t`Advice`} id={`${ids}-advice`}>
        <textarea
          id={`${ids}-advice`}
          className={inputClass}
          rows={3}
          maxLength={2000}
          value={advice}
          onChange={(e) => setAdvice(e.target.value)}
        />
      </Field>
      <Field label={t`Follow-up date`} id={`${ids}-fu`}>
        <input
          id={`${ids}-fu`}
          type="date"
          className={inputClass}
          value={followUp}
          onChange={(e) => setFollowUp(e.target.value)}
        />
      </Field>
      <FormAlert message={error} />
      <Button onClick={() => void submit()} pending={pending} pendingLabel={t`Issuing...`}>
        <Trans>Issue e-prescription</Trans>
      </Button>
    </section>
  );
}
