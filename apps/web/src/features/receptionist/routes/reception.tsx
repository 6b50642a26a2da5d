// /reception (receptionists only): the clinic's appointments today, and booking for walk-ins (find or
// register the patient, book, record vitals).
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { indiaDate } from '../../../lib/india-time.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyClinic } from '../api/get-my-clinic.ts';
import { ClinicToday } from '../components/clinic-today.tsx';
import { WalkInBooking } from '../components/walk-in-booking.tsx';

const TABS = [
  { id: 'today', label: 'Today' },
  { id: 'walk-in', label: 'Book a walk-in' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function ReceptionPage() {
  usePageTitle('Reception desk');
  const clinic = useMyClinic();
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'walk-in' ? 'walk-in' : 'today';
  const today = indiaDate();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Reception desk</h1>
      {clinic.isPending ? (
        <Spinner />
      ) : clinic.isError ? (
        <div className="mt-6">
          <ErrorState
            title="Your clinic could not be loaded"
            message={errorMessage(clinic.error)}
            onRetry={() => void clinic.refetch()}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            {clinic.data.clinic.name}, {clinic.data.clinic.area}, {clinic.data.clinic.city} ·{' '}
            {formatIndianMobile(clinic.data.clinic.phone)} · {clinic.data.doctors.length} doctors
          </p>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <Tabs
              label="Reception"
              tabs={TABS}
              value={tab}
              onChange={(t) =>
                setParams(t === 'today' ? {} : { tab: t }, { replace: true, preventScrollReset: true })
              }
            >
              {tab === 'today' ? (
                <ClinicToday today={today} />
              ) : (
                <>
                  <h2 className="sr-only">Book a walk-in</h2>
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
