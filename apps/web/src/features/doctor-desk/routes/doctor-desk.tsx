// /doctor-desk (doctors only): going on duty (the ring and notifications of incoming calls), the consult-now
// switch ('Available for instant consultations'), today's and
// upcoming appointments to call, see and close, consultations (calls) with their e-prescriptions, leave, and
// weekly hours. After a call that was not answered, the call screen comes back here with what happened.
import { E_PRESCRIPTION_WINDOW_HOURS } from '@arogya/contracts/calls';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ConsultationHistory } from '../../../components/calls/consultation-history.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { doctorDetailsPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { placeName } from '../../../lib/i18n/place-name.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { readAfterCallNotice } from '../../../lib/video-call-link.ts';
import { useMyDoctorProfile } from '../api/get-doctor.ts';
import { ConsultNowSwitch } from '../components/consult-now-switch.tsx';
import { DeskAppointments } from '../components/desk-appointments.tsx';
import { DutyPanel } from '../components/duty-panel.tsx';
import { HoursEditor } from '../components/hours-editor.tsx';
import { LeaveManager } from '../components/leave-manager.tsx';
import { type DeskFilter, readDeskFilter } from '../desk-filters.ts';

const TABS = [
  { id: 'appointments', label: msg`Appointments` },
  { id: 'consultations', label: msg`Consultations` },
  { id: 'leave', label: msg`Leave` },
  { id: 'hours', label: msg`Working hours` },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function DoctorDeskPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Doctor's desk`);
  const tabs = TABS.map((entry) => ({ id: entry.id, label: t(entry.label) }));
  const profile = useMyDoctorProfile();
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((x) => x.id === params.get('tab'))?.id ?? 'appointments') as TabId;
  const list = readDeskFilter(params.get('list'));
  const callNotice = readAfterCallNotice(useLocation().state);

  const go = (next: { tab?: TabId; list?: DeskFilter }) => {
    const copy = new URLSearchParams();
    const to = next.tab ?? tab;
    if (to !== 'appointments') copy.set('tab', to);
    else if ((next.list ?? list) !== 'today') copy.set('list', next.list ?? list);
    setParams(copy, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Doctor's desk</Trans>
      </h1>
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <div className="mt-6">
          <ErrorState
            title={t`Your doctor profile could not be loaded`}
            message={errorMessage(profile.error)}
            onRetry={() => void profile.refetch()}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            <Trans>Dr. {profile.data.name}</Trans> · {localName(profile.data.doctorId.specialization)} ·{' '}
            {profile.data.clinic.name}, {placeName(profile.data.clinic.city)} ·{' '}
            <Link
              to={doctorDetailsPath(profile.data.id)}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              <Trans>Your public profile</Trans>
            </Link>
          </p>
          {callNotice ? (
            <p
              role="status"
              data-testid="call-notice"
              className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900"
            >
              {i18n._(callNotice)}
            </p>
          ) : null}
          <DutyPanel />
          <ConsultNowSwitch />
          {profile.data.doctorId.onLeave ? (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <Trans>You are on leave today.</Trans>
            </p>
          ) : null}
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <Tabs label={t`Desk`} tabs={tabs} value={tab} onChange={(next) => go({ tab: next })}>
              {tab === 'appointments' ? (
                <DeskAppointments filter={list} onFilter={(f) => go({ list: f })} />
              ) : tab === 'consultations' ? (
                <section aria-labelledby="desk-consultations">
                  <h2 id="desk-consultations" className="text-lg font-semibold text-slate-900">
                    <Trans>Consultations</Trans>
                  </h2>
                  <p className="mt-1 mb-4 text-sm text-slate-600">
                    <Trans>
                      Video and audio calls from patients. Write the e-prescription within{' '}
                      {E_PRESCRIPTION_WINDOW_HOURS} hours of a completed consultation.
                    </Trans>
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
