// /admin/dashboard (admins only): bookings, orders, revenue and consultations per day for the last 30
// days in India time (docs/product-rules.md#platform-dashboard). Its charts load with this page only.
import { formatInr } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePlatformDashboard } from '../api/get-platform-dashboard.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { DayChart } from '../components/day-chart.tsx';

export default function AdminDashboardPage() {
  const { t } = useLingui();
  const dashboard = usePlatformDashboard();
  const days = dashboard.data?.result ?? [];
  const series = (pick: (d: (typeof days)[number]) => number) =>
    days.map((d) => ({ date: d.date, value: pick(d) }));
  return (
    <ConsoleShell
      title={t`Platform`}
      intro={t`The last 30 days, day by day, in India time (IST); today so far included.`}
    >
      {dashboard.isPending ? (
        <LoadingNote label={t`Loading figures...`} />
      ) : dashboard.isError ? (
        <ErrorState
          headingLevel={2}
          title={t`The figures could not be loaded`}
          message={errorMessage(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <h2 className="sr-only">
            <Trans>Charts</Trans>
          </h2>
          <DayChart title={t`Doctor bookings`} points={series((d) => d.bookings)} />
          <DayChart title={t`Consultations`} points={series((d) => d.consultations)} />
          <DayChart title={t`Medicine orders`} points={series((d) => d.orders)} />
          <DayChart title={t`Order revenue`} points={series((d) => d.revenuePaise)} format={formatInr} />
        </div>
      )}
    </ConsoleShell>
  );
}
