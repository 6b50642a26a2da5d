// Results and report of one booking at the lab desk: a value per parameter (each with this patient's range
// and, once saved, its flag in words), the signed PDF (PDF only, at most 10 MB, checked here and by the
// server), and 'Mark report ready' once every value is in and the PDF is uploaded. A calculated parameter
// (eAG, VLDL, eGFR ...) is no input: it reads 'Calculated from HbA1c' and shows its value as the inputs are
// typed, by the formulas the server saves it with (packages/contracts/src/lab-derived-values.ts).
import { LAB_REPORT_MAX_BYTES } from '@arogya/contracts/constants';
import { type DerivedResult, deriveValues, parseLabNumber } from '@arogya/contracts/lab-derived-values';
import type { LabDeskBooking } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadingNote } from '../../../components/ui/page-states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { localizeValidationMessage } from '../../../lib/form-errors.ts';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import toast from '../../../lib/toast.ts';
import { useSaveLabResults, useSetLabStatus, useUploadLabReport } from '../api/advance-lab-booking.ts';
import { useDeskBooking } from '../api/get-desk-booking.ts';
import { reportReadyBlocker } from '../desk-steps.ts';
import { CALCULATED_HINTS, FLAG_LABELS, notCalculatedText, SEX_LABELS } from '../lab-labels.ts';

const MB = 1024 * 1024;

type DeskTest = LabDeskBooking['results'][number];

/** The calculated values of a test from what is typed in the form now, keyed by parameter code. */
function liveCalculated(
  test: DeskTest,
  values: Record<string, string>,
  patient: LabDeskBooking['patient'],
): Map<string, DerivedResult> {
  if (!test.parameters.some((p) => p.calculated)) return new Map();
  const entered: Record<string, number> = {};
  for (const p of test.parameters) {
    if (p.calculated || p.valueType !== 'numeric') continue;
    const n = parseLabNumber(values[p.id] ?? '');
    if (n !== null) entered[p.code] = n;
  }
  return deriveValues(
    test.parameters.map((p) => p.code),
    entered,
    { age: patient.age, sex: patient.sex },
  );
}

export function ResultsForm({ booking, onClose }: { booking: LabDeskBooking; onClose: () => void }) {
  const { t, i18n } = useLingui();
  // A range's words and a test's, its package's and its parameters' names in Hindi on a Hindi page (the
  // catalogue's textHi, nameHi), abbreviations as the lab prints them.
  const rangeText = (range: { text: string; textHi: string | null }) => localText(range.text, range.textHi);
  const hintOf = (code: string, hint: string) => {
    const message = CALCULATED_HINTS[code];
    return message ? i18n._(message) : hint;
  };
  const save = useSaveLabResults(booking.id);
  const upload = useUploadLabReport(booking.id);
  const ready = useSetLabStatus(booking.id);
  // Typed parameters only: a calculated one is never sent.
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      booking.results.flatMap((test) =>
        test.parameters.filter((p) => !p.calculated).map((p) => [p.id, p.value ?? '']),
      ),
    ),
  );
  const [fileError, setFileError] = useState<string | null>(null);
  // The server names a bad value by its place in the list sent ('results.3.value').
  const [sentIds, setSentIds] = useState<string[]>([]);
  const editable = booking.status === 'sample_collected' || booking.status === 'processing';
  const serverErrors = new Map<string, string>();
  if (save.error instanceof ApiError) {
    for (const detail of save.error.details) {
      const index = /^results\.(\d+)/.exec(detail.field)?.[1];
      const parameterId = index === undefined ? undefined : sentIds[Number(index)];
      if (parameterId) serverErrors.set(parameterId, localizeValidationMessage(detail.message));
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const results = Object.entries(values)
      .map(([parameterId, value]) => ({ parameterId, value: value.trim() }))
      .filter((r) => r.value !== '');
    if (results.length === 0) return;
    setSentIds(results.map((r) => r.parameterId));
    save.mutate({ results }, { onSuccess: () => toast.success(t`Results saved`) });
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
      setFileError(t`Choose the report as a PDF file.`);
      return;
    }
    if (file.size > LAB_REPORT_MAX_BYTES) {
      setFileError(t`The PDF is larger than ${Math.round(LAB_REPORT_MAX_BYTES / MB)} MB.`);
      return;
    }
    setFileError(null);
    upload.mutate(file, { onSuccess: () => toast.success(t`Report PDF uploaded`) });
  };

  const blocker = reportReadyBlocker(booking);
  const calculated = new Map(
    booking.results.map((test) => [test.itemId, liveCalculated(test, values, booking.patient)] as const),
  );
  return (
    <div>
      <form onSubmit={submit} noValidate>
        {booking.results.map((test) => (
          <fieldset key={test.itemId} className="mt-4">
            <legend className="font-semibold text-slate-900">
              {localName(test)}
              {test.packageName ? (
                <span className="font-normal text-slate-600">
                  {` (${localText(test.packageName, test.packageNameHi)})`}
                </span>
              ) : null}
            </legend>
            <div className="mt-2 space-y-3">
              {test.parameters.map((p) => {
                const inputId = `result-${p.id}`;
                const error = serverErrors.get(p.id) ?? null;
                if (p.calculated) {
                  const live = calculated.get(test.itemId)?.get(p.code);
                  const value = live?.value ?? null;
                  const reason = live && live.value === null ? live.reason : null;
                  // The saved flag holds while the value shown is the one saved.
                  const flag = value !== null && value === p.value ? p.flag : null;
                  return (
                    <div
                      key={p.id}
                      data-calculated={p.code}
                      className="grid grid-cols-[minmax(0,1fr)_8rem] items-center gap-2"
                    >
                      <div className="text-sm text-slate-800">
                        <span id={`${inputId}-name`}>{localName(p)}</span>
                        <span className="block text-xs text-slate-600">
                          {p.referenceRange ? t`Range ${rangeText(p.referenceRange)}` : t`No range`}
                          {flag ? ` · ${FLAG_LABELS[flag]}` : ''}
                        </span>
                        <span className="block text-xs text-slate-600">
                          {hintOf(p.code, p.calculated.hint)}
                        </span>
                      </div>
                      <div>
                        <div className="flex items-center gap-1">
                          <output
                            id={inputId}
                            aria-labelledby={`${inputId}-name`}
                            className="block min-h-8 w-full rounded-lg border border-dashed border-slate-300 bg-slate-50 px-2 py-1.5 text-sm font-medium text-slate-900"
                          >
                            {value ?? '—'}
                          </output>
                          <span className="w-12 shrink-0 text-xs text-slate-600">{p.unit}</span>
                        </div>
                        {reason ? (
                          <p className="text-xs text-slate-600">{notCalculatedText(i18n, reason)}</p>
                        ) : null}
                      </div>
                    </div>
                  );
                }
                return (
                  <div key={p.id} className="grid grid-cols-[minmax(0,1fr)_8rem] items-center gap-2">
                    <label htmlFor={inputId} className="text-sm text-slate-800">
                      {localName(p)}
                      <span className="block text-xs text-slate-600">
                        {p.referenceRange
                          ? t`Range ${rangeText(p.referenceRange)}`
                          : p.normalText
                            ? localText(p.normalText, p.normalTextHi)
                            : t`No range`}
                        {p.flag ? ` · ${FLAG_LABELS[p.flag]}` : ''}
                      </span>
                    </label>
                    <div>
                      <div className="flex items-center gap-1">
                        <input
                          id={inputId}
                          value={values[p.id] ?? ''}
                          disabled={!editable}
                          inputMode={p.valueType === 'numeric' ? 'decimal' : 'text'}
                          maxLength={60}
                          onChange={(e) => setValues((v) => ({ ...v, [p.id]: e.target.value }))}
                          aria-invalid={error ? true : undefined}
                          className="block w-full rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900"
                        />
                        <span className="w-12 shrink-0 text-xs text-slate-600">{p.unit}</span>
                      </div>
                      {error ? <p className="text-xs text-red-700">{error}</p> : null}
                    </div>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        {save.isError ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {errorMessage(save.error)}
          </p>
        ) : null}
        {editable ? (
          <Button type="submit" className="mt-4" disabled={save.isPending}>
            {save.isPending ? t`Saving...` : t`Save results`}
          </Button>
        ) : null}
      </form>

      <div className="mt-6 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">
          <Trans>Signed PDF report</Trans>
        </h3>
        {booking.reportFile ? (
          <p className="mt-1 text-sm text-slate-700">
            <Trans>
              Uploaded: {booking.reportFile.fileName} (
              {Math.max(1, Math.round(booking.reportFile.sizeBytes / 1024))} KB)
            </Trans>
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-700">
            <Trans>Not uploaded yet.</Trans>
          </p>
        )}
        {editable ? (
          <div className="mt-2">
            <label htmlFor={`pdf-${booking.id}`} className="block text-sm font-medium text-slate-800">
              {booking.reportFile ? t`Replace the PDF` : t`Upload the PDF`}{' '}
              <Trans>(at most {Math.round(LAB_REPORT_MAX_BYTES / MB)} MB)</Trans>
            </label>
            <input
              id={`pdf-${booking.id}`}
              type="file"
              accept="application/pdf,.pdf"
              disabled={upload.isPending}
              onChange={(e) => {
                onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
              className="mt-1 block text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            />
            {upload.isPending ? <LoadingNote label={t`Uploading the report...`} /> : null}
            {fileError || upload.isError ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {fileError ?? errorMessage(upload.error)}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      {booking.status === 'processing' ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          {blocker ? <p className="text-sm text-slate-700">{blocker}</p> : null}
          {ready.isError ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errorMessage(ready.error)}
            </p>
          ) : null}
          <Button
            className="mt-2"
            disabled={blocker !== null || ready.isPending}
            onClick={() =>
              ready.mutate(
                { status: 'report_ready' },
                {
                  onSuccess: () => {
                    toast.success(t`Report sent to the patient`);
                    onClose();
                  },
                },
              )
            }
          >
            <Trans>Mark report ready</Trans>
          </Button>
        </div>
      ) : null}
      {booking.status === 'sample_collected' ? (
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <Trans>Start processing to send the report when every value is in.</Trans>
        </p>
      ) : null}
    </div>
  );
}

export function ResultsDialog({
  bookingId,
  title,
  onClose,
}: {
  bookingId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const booking = useDeskBooking(bookingId);
  return (
    <Dialog title={title} onClose={onClose}>
      {booking.isPending ? (
        <LoadingNote />
      ) : booking.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(booking.error)}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {booking.data.patient.name}, {t`${booking.data.patient.age} years`},{' '}
            {SEX_LABELS[booking.data.patient.sex] ?? booking.data.patient.sex}
            {booking.data.sampleBarcode ? ` · ${t`barcode ${booking.data.sampleBarcode}`}` : ''}
          </p>
          {booking.data.missingResults > 0 ? (
            <Badge tone="amber">
              <Trans>{booking.data.missingResults} to enter</Trans>
            </Badge>
          ) : (
            <Badge tone="green">
              <Trans>All values entered</Trans>
            </Badge>
          )}
          <ResultsForm booking={booking.data} onClose={onClose} />
        </>
      )}
    </Dialog>
  );
}
