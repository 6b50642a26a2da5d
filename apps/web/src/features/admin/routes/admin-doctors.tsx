// /admin/doctors (admins only): doctors awaiting the registration check (not listed publicly until then)
// and those checked; 'Mark Registration Checked' records who and when (docs/product-rules.md#doctor-onboarding).

import type { AdminDoctor } from '@arogya/contracts/admin';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import toast from '../../../lib/toast.ts';
import { type DoctorStatus, useAdminDoctors, useVerifyDoctor } from '../api/list-doctors.ts';
import { ConsoleShell } from '../components/console-shell.tsx';

function DoctorRow({ doctor }: { doctor: AdminDoctor }) {
  const { t } = useLingui();
  const verify = useVerifyDoctor();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-base font-semibold text-slate-900">Dr. {doctor.name}</p>
        <p className="text-slate-700">
          {doctor.specialty} · {doctor.clinic}, {doctor.city}
        </p>
        <p className="text-slate-700">
          <Trans>
            Registration {doctor.registrationNumber}, {doctor.registrationCouncil}
          </Trans>
          {doctor.registrationYear ? ` (${doctor.registrationYear})` : ''}
        </p>
        {doctor.verifiedAt ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
            <Badge tone="green">
              <Trans>Verified</Trans>
            </Badge>
            {formatDateTime(doctor.verifiedAt)}
            {doctor.verifiedByName ? ` by ${doctor.verifiedByName}` : ''}
          </p>
        ) : (
          <p className="mt-1 text-slate-600">Added {formatDateTime(doctor.createdAt)}</p>
        )}
      </div>
      {doctor.verifiedAt ? null : (
        <Button
          size="sm"
          pending={verify.isPending}
          pendingLabel={t`Saving...`}
          aria-label={t`Mark registration of Dr. ${doctor.name} checked`}
          onClick={() =>
            verify.mutate(doctor.id, {
              onSuccess: () => toast.success(t`Dr. ${doctor.name} is now listed`),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          <Trans>Mark Registration Checked</Trans>
        </Button>
      )}
    </li>
  );
}

function DoctorList({ status }: { status: DoctorStatus }) {
  const { t } = useLingui();
  const doctors = useAdminDoctors(status);
  const list = doctors.data?.pages.flatMap((p) => p.result) ?? [];
  if (doctors.isPending) return <LoadingNote label={t`Loading doctors...`} />;
  if (doctors.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title={t`Doctors could not be loaded`}
        message={errorMessage(doctors.error)}
        onRetry={() => void doctors.refetch()}
      />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={status === 'unverified' ? t`No doctors awaiting a check` : t`No doctors yet`}
      >
        {status === 'unverified' ? t`Doctors you add appear here until their registration is checked.` : null}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {list.map((d) => (
          <DoctorRow key={d.id} doctor={d} />
        ))}
      </ul>
      {doctors.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            pending={doctors.isFetchingNextPage}
            pendingLabel={t`Loading...`}
            onClick={() => void doctors.fetchNextPage()}
          >
            <Trans>Load More</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}

export default function AdminDoctorsPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<DoctorStatus>('unverified');
  return (
    <ConsoleShell
      title={t`Doctors`}
      intro={t`A doctor is listed for patients only after their medical council registration is checked.`}
    >
      <Link to={paths.adminDoctorNew} className={buttonClass('primary')}>
        <Trans>Add Doctor</Trans>
      </Link>
      <h2 className="sr-only">
        <Trans>Doctors by registration check</Trans>
      </h2>
      <Tabs
        className="mt-5"
        label={t`Registration check`}
        tabs={[
          { id: 'unverified', label: t`Awaiting check` },
          { id: 'verified', label: t`Checked` },
        ]}
        value={tab}
        onChange={setTab}
      >
        <DoctorList status={tab} />
      </Tabs>
    </ConsoleShell>
  );
}
