// /lab-bookings/:id/report: a report a patient can read (docs/screens.md#lab-report): each parameter's value
// against its reference range, out-of-range values flagged in words and colour, the lab's signed PDF to
// download, and a small trend for a parameter measured more than once.

import type { LabReport } from '@arogya/contracts/labs';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import DownloadIcon from 'lucide-react/icons/download';
import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { labBookingPath, paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isNotFound } from '../api/get-lab-item.ts';
import { downloadLabReport, useLabReport, useLabTrend } from '../api/get-lab-report.ts';
import { ResultRow } from '../components/result-row.tsx';
import { TrendChart } from '../components/trend-chart.tsx';

function Trend({ bookingId, parameterId }: { bookingId: string; parameterId: string }) {
  const { t } = useLingui();
  const trend = useLabTrend(bookingId, parameterId);
  if (trend.isPending) return <LoadingNote label={t`Loading the trend...`} />;
  if (trend.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(trend.error)}
      </p>
    );
  return <TrendChart trend={trend.data} />;
}

function DownloadButton({ report }: { report: LabReport }) {
  const { t } = useLingui();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (!report.file) return null;
  const file = report.file;
  return (
    <div>
      <Button
        disabled={state.busy}
        onClick={async () => {
          setState({ busy: true, error: null });
          try {
            await downloadLabReport(report.bookingId, file.fileName);
            setState({ busy: false, error: null });
          } catch (error) {
            setState({ busy: false, error: errorMessage(error, t`The report could not be downloaded`) });
          }
        }}
      >
        <DownloadIcon aria-hidden="true" className="size-4" />
        {state.busy ? 'Downloading...' : t`Download PDF report`}
      </Button>
      {state.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

function ReportView({ report }: { report: LabReport }) {
  const { t } = useLingui();
  const [trendOf, setTrendOf] = useState<string | null>(null);
  const sex = report.patient.sex === 'female' ? t`female` : t`male`;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">
            <Trans>
              <Link to={labBookingPath(report.bookingId)} className="underline">
                {report.orderNumber}
              </Link>{' '}
              / Report
            </Trans>
          </p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>Lab report</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            <Trans>
              {report.patient.name}, {report.patient.age} years, {sex} · {report.lab.name} (NABL{' '}
              {report.lab.nablNumber})
            </Trans>
          </p>
          <p className="text-sm text-slate-600">
            {report.sampleCollectedAt ? t`Sample collected ${formatDateTime(report.sampleCollectedAt)}` : ''}
            {report.sampleBarcode ? t` · barcode ${report.sampleBarcode}` : ''}
            {report.reportReadyAt ? t` · reported ${formatDateTime(report.reportReadyAt)}` : ''}
          </p>
        </div>
        <DownloadButton report={report} />
      </div>

      <p
        className={`rounded-lg px-3 py-2 text-sm font-medium ${report.flaggedCount > 0 ? 'bg-amber-50 text-amber-950' : 'bg-green-50 text-green-900'}`}
      >
        {report.flaggedCount > 0
          ? t`${plural(report.flaggedCount, { one: '# value is outside the reference range. Discuss it with your doctor.', other: '# values are outside the reference range. Discuss them with your doctor.' })}`
          : t`All values are within their reference ranges.`}
      </p>

      {report.tests.map((test) => (
        <section
          key={test.itemId}
          aria-labelledby={`test-${test.itemId}`}
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id={`test-${test.itemId}`} className="text-lg font-semibold text-slate-900">
            {localName({ name: test.name, nameHi: test.nameHi })}
            {test.packageName ? (
              <span className="block text-sm font-normal text-slate-600">
                <Trans>in {localName({ name: test.packageName, nameHi: test.packageNameHi })}</Trans>
              </span>
            ) : null}
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    <Trans>Parameter</Trans>
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    <Trans>Your value</Trans>
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
                    <Trans>Reference range</Trans>
                  </th>
                  <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
                    <Trans>Result</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {test.parameters.map((p) => (
                  <Fragment key={p.parameterId}>
                    <ResultRow
                      result={p}
                      trendOpen={trendOf === p.parameterId}
                      onTrend={() => setTrendOf((t) => (t === p.parameterId ? null : p.parameterId))}
                    />
                    {trendOf === p.parameterId ? (
                      <tr>
                        <td colSpan={4} className="pb-4">
                          <Trend bookingId={report.bookingId} parameterId={p.parameterId} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <p className="text-xs text-slate-600">
        <Trans>
          Reference ranges are the lab's for this patient's sex and age. A value outside its range is not a
          diagnosis; your doctor reads it with your history.
        </Trans>
      </p>
    </div>
  );
}

export default function LabReportPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const report = useLabReport(id);
  usePageTitle(report.data ? t`Report ${report.data.orderNumber}` : t`Lab report`);
  if (report.isPending) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-6 sm:px-6">
        <LoadingNote label={t`Loading your report...`} />
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    );
  }
  if (report.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {isNotFound(report.error) ? (
          <EmptyState
            title={t`Report not found`}
            action={
              <Link to={paths.labOrders} className={buttonClass('primary')}>
                <Trans>My Orders</Trans>
              </Link>
            }
          >
            <Trans>This report does not exist, is not ready yet, or is not yours.</Trans>
          </EmptyState>
        ) : (
          <ErrorState
            headingLevel={1}
            title={t`Your report could not be loaded`}
            message={errorMessage(report.error)}
            onRetry={() => void report.refetch()}
          />
        )}
      </div>
    );
  }
  return <ReportView report={report.data} />;
}
