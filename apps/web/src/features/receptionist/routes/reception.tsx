// /reception (receptionists only): the clinic's appointments today, and booking for walk-ins (find or
// register the patient, book, record vitals).
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { placeList } from '../../../lib/i18n/place-name.ts';
import { indiaDate } from '../../../lib/india-time.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyClinic } from '../api/get-my-clinic.ts';
import { ClinicToday } from '../components/clinic-today.tsx';
import { WalkInBooking } from '../components/walk-in-booking.tsx';

const TABS = [
  { id: 'today', label: msg`Today` },
  { id: 'walk-in', label: msg`Book a walk-in` },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function ReceptionPage() {
  const { t } = useLingui();
  usePageTitle(t`Reception desk`);
  const tabs = TABS.map((entry) => ({ id: entry.id, label: t(entry.label) }));
  const clinic = useMyClinic();
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'walk-in' ? 'walk-in' : 'today';
  const today = indiaDate();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Reception desk</Trans>
      </h1>
      {clinic.isPending ? (
        <Spinner />
      ) : clinic.isError ? (
        <div className="mt-6">
          <ErrorState
            title={t`Your clinic could not be loaded`}
            message={errorMessage(clinic.error)}
            onRetry={() => void clinic.refetch()}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            {clinic.data.clinic.name}, {placeList([clinic.data.clinic.area, clinic.data.clinic.city])} ·{' '}
            {formatIndianMobile(clinic.data.clinic.phone)} ·{' '}
            <Plural value={clinic.data.doctors.length} one="# doctor" other="# doctors" />
          </p>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <Tabs
              label={t`Reception`}
              tabs={tabs}
              value={tab}
              onChange={(next) =>
                setParams(next === 'today' ? {} : { tab: next }, { replace: true, preventScrollReset: true })
              }
            >
              {tab === 'today' ? (
                <ClinicToday today={today} />
              ) : (
                <>
                  <h2 className="sr-only">
                    <Trans>Book a walk-in</Trans>
                  </h2>
                  <WalkInBooking doctors={clinic.data.doctors} />
                </>
              )}
            </Tabs>
          </div>
        </>
      )}
    </div>
  );
}
