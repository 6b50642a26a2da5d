// A user's consultations (video and audio calls), newest first, a page at a time: a patient's on My
// Appointments, a doctor's on the desk. Each record shows its outcome and its e-prescription link.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type CallHistoryRole, useCallHistory } from '../../lib/api/list-call-history.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useNow } from '../../lib/use-now.ts';
import { EmptyState, ErrorState, LoadingNote } from '../ui/page-states.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { ConsultationRecord } from './consultation-record.tsx';

const EMPTY: Record<CallHistoryRole, MessageDescriptor> = {
  patient: msg`Your video and audio consultations with doctors appear here, with any e-prescription written after them.`,
  doctor: msg`Video and audio calls from patients appear here once they ring.`,
};

export function ConsultationHistory({ as }: { as: CallHistoryRole }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const history = useCallHistory(as, page);
  const now = useNow();

  if (history.isPending) {
    return (
      <div className="space-y-3">
        <LoadingNote label={t`Loading consultations...`} />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title={t`Consultations could not be loaded`}
        message={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.result.length === 0) {
    return (
      <EmptyState headingLevel={3} title={t`No consultations yet`}>
        {t(EMPTY[as])}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={`space-y-3 ${history.isPlaceholderData ? 'opacity-60' : ''}`}>
        {history.data.result.map((call) => (
          <li key={call.id}>
            <ConsultationRecord call={call} as={as} now={now} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={history.data.pagination.totalPages}
        onPage={setPage}
        label={t`Consultation pages`}
      />
    </>
  );
}
