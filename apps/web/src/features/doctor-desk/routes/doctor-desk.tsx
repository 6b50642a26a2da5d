// /doctor-desk (doctors only): today's and upcoming appointments to see and close, consultations (calls)
// with their e-prescriptions, leave, and weekly hours.
import { E_PRESCRIPTION_WINDOW_HOURS } from '@arogya/contracts/calls';
import { Link, useSearchParams } from 'react-router';
import { ConsultationHistory } from '../../../components/calls/consultation-history.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { doctorDetailsPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyDoctorProfile } from '../api/get-doctor.ts';
import { DeskAppointments } from '../components/desk-appointments.tsx';
import { HoursEditor } from '../components/hours-editor.tsx';
import { LeaveManager } from '../components/leave-manager.tsx';
import { type DeskFilter, readDeskFilter } from '../desk-filters.ts';

const TABS = [
  { id: 'appointments', label: 'Appointments' },
  { id: 'consultations', label: 'Consultations' },
  { id: 'leave', label: 'Leave' },
  { id: 'hours', label: 'Working hours' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function DoctorDeskPage() {
  usePageTitle("Doctor's desk");
  const profile = useMyDoctorProfile();
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'appointments') as TabId;
  const list = readDeskFilter(params.get('list'));

  const go = (next: { tab?: TabId; list?: DeskFilter }) => {
    const copy = new URLSearchParams();
    const t = next.tab ?? tab;
    if (t !== 'appointments') copy.set('tab', t);
    else if ((next.list ?? list) !== 'today') copy.set('list', next.list ?? list);
    setParams(copy, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Doctor's desk</h1>
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <div className="mt-6">
          <ErrorState
            title="Your doctor profile could not be loaded"
            message={errorMessage(profile.error)}
            onRetry={() => void profile.refetch()}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            Dr. {profile.data.name} · {profile.data.doctorId.specialization.name} · {profile.data.clinic.name}
            , {profile.data.clinic.city} ·{' '}
            <Link
              to={doctorDetailsPath(profile.data.id)}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Your public profile
            </Link>
          </p>
          {profile.data.doctorId.onLeave ? (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              You are on leave today.
            </p>
          ) : null}
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <Tabs label="Desk" tabs={TABS} value={tab} onChange={(t) => go({ tab: t })}>
              {tab === 'appointments' ? (
                <DeskAppointments filter={list} onFilter={(f) => go({ list: f })} />
              ) : tab === 'consultations' ? (
                <section aria-labelledby="desk-consultations">
                  <h2 id="desk-consultations" className="text-lg font-semibold text-slate-900">
                    Consultations
                  </h2>
                  <p className="mt-1 mb-4 text-sm text-slate-600">
                    Video and audio calls from patients. Write the e-prescription within{' '}
                    {E_PRESCRIPTION_WINDOW_HOURS} hours of a completed consultation.
                  </p>
                  <ConsultationHistory as="doctor" />
                </section>
              ) : tab === 'leave' ? (
                <LeaveManager />
              ) : (
                <HoursEditor doctor={profile.data} />
              )}
            </Tabs>
          </div>
        </>
      )}
    </div>
  );
}
