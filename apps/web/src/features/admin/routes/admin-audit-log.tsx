// /admin/audit-log (admins only): the audit log, newest first, filtered by actor, patient, action and
// days (Asia/Kolkata); the filter lives in the address so a view can be shared; 'Export CSV' downloads every
// row of the same filter (docs/product-rules.md#the-admin-console).

import type { AuditEntry } from '@arogya/contracts/admin';
import { ROLES, type Role } from '@arogya/contracts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import toast from '../../../lib/toast.ts';
import { type AuditFilter, exportAuditLog, useAuditActions, useAuditLog } from '../api/list-audit-log.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ROLE_LABELS } from '../components/role-names.ts';

const FIELDS = ['actor', 'patient', 'action', 'from', 'to'] as const;

function filterOf(params: URLSearchParams): AuditFilter {
  const get = (k: string) => params.get(k) ?? '';
  return {
    actor: get('actor'),
    patient: get('patient'),
    action: get('action'),
    from: get('from'),
    to: get('to'),
  };
}

/** What an empty log says: with a filter, how to widen it; with none, that nothing is logged yet (a fresh
 * database), rather than asking to clear filters nobody set. */
export function emptyLogText(filter: AuditFilter): { title: string; hint: string } {
  return FIELDS.some((k) => filter[k].trim() !== '')
    ? { title: localized(msg`No entries match`), hint: localized(msg`Widen the days or clear a filter.`) }
    : {
        title: localized(msg`Nothing logged yet`),
        hint: localized(
          msg`Role changes, doctors onboarded, offers changed and staff reading a patient's health data are written here.`,
        ),
      };
}

/** What an entry is about, by the resource types the API's audit calls write (apps/api/src/modules); a
 * type not listed is shown as recorded. */
const RESOURCE_NAMES: Record<string, MessageDescriptor> = {
  account: msg`Account`,
  appointment: msg`Appointment`,
  article: msg`Article`,
  audit_log: msg`Audit log`,
  call: msg`Call`,
  consult_request: msg`Consult-now request`,
  doctor: msg`Doctor`,
  'e-prescription': msg`E-prescription`,
  grievance_officer: msg`Grievance officer`,
  health_card: msg`Health card`,
  lab: msg`Lab`,
  lab_booking: msg`Lab booking`,
  offer: msg`Offer`,
  order: msg`Order`,
  prescription: msg`Prescription`,
  specialty: msg`Specialty`,
  user: msg`User`,
  vitals: msg`Vitals`,
};

const roleName = (role: unknown) =>
  (ROLES as readonly unknown[]).includes(role) ? ROLE_LABELS[role as Role] : String(role);

function resourceName(type: string): string {
  const message = Object.hasOwn(RESOURCE_NAMES, type) ? RESOURCE_NAMES[type] : undefined;
  return message ? localized(message) : type;
}

/** The entry's details: a change of roles in words, else the resource's kind and its id (an id reads the same
 * in every language). */
function Details({ entry }: { entry: AuditEntry }) {
  const meta = entry.meta ?? {};
  if (Array.isArray(meta.before) && Array.isArray(meta.after)) {
    const before = meta.before.map(roleName).join(', ');
    const after = meta.after.map(roleName).join(', ');
    return localized(msg`Roles ${before} → ${after}`);
  }
  return (
    <>
      {resourceName(entry.resourceType)}
      {entry.resourceId ? (
        <>
          {' '}
          <span translate="no">{entry.resourceId}</span>
        </>
      ) : null}
    </>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-mono font-semibold text-slate-900">{entry.action}</p>
        <p className="text-slate-600">{formatDateTime(entry.at)}</p>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">
          <Trans>By</Trans>
        </dt>
        <dd className="text-slate-900">
          {entry.actorName ?? entry.actorId ?? t`System`}
          {entry.actorRole ? ` (${roleName(entry.actorRole)})` : ''}
        </dd>
        <dt className="text-slate-600">
          <Trans context="whom an entry concerns">About</Trans>
        </dt>
        <dd className="text-slate-900">{entry.subjectName ?? entry.subjectUserId ?? t`No one person`}</dd>
        <dt className="text-slate-600">
          <Trans>Details</Trans>
        </dt>
        <dd className="break-all text-slate-900">
          <Details entry={entry} />
        </dd>
      </dl>
    </li>
  );
}

export default function AdminAuditLogPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const applied = filterOf(params);
  const [draft, setDraft] = useState<AuditFilter>(applied);
  const log = useAuditLog(applied);
  const actions = useAuditActions();
  const [exporting, setExporting] = useState(false);
  const entries = log.data?.pages.flatMap((p) => p.result) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const k of FIELDS) if (draft[k].trim()) next.set(k, draft[k].trim());
    setParams(next);
  };
  const field = (k: keyof AuditFilter) => ({
    value: draft[k],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: event.target.value })),
  });

  return (
    <ConsoleShell
      title={t`Audit log`}
      intro={t`Who read or changed what, newest first. Days are in India time (IST).`}
    >
      <form
        onSubmit={apply}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={t`Filter the audit log`}
      >
        <TextField label={t`Actor`} placeholder={t`E-mail or user id`} {...field('actor')} />
        <TextField label={t`Patient`} placeholder={t`E-mail or user id`} {...field('patient')} />
        <SelectField label={t`Action`} {...field('action')}>
          <option value="">{t`Any action`}</option>
          {(actions.data?.result ?? []).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
        <TextField label={t`From`} type="date" {...field('from')} />
        <TextField label={t`To`} type="date" min={draft.from || undefined} {...field('to')} />
        <div className="flex items-end gap-2">
          <Button type="submit">
            <Trans>Apply Filters</Trans>
          </Button>
          <Button
            variant="secondary"
            pending={exporting}
            pendingLabel={t`Exporting...`}
            onClick={() => {
              setExporting(true);
              exportAuditLog(applied)
                .catch((error: unknown) => toast.error(errorMessage(error)))
                .finally(() => setExporting(false));
            }}
          >
            <Trans>Export CSV</Trans>
          </Button>
        </div>
      </form>
      <h2 className="sr-only">
        <Trans>Entries</Trans>
      </h2>
      <div className="mt-5" aria-busy={log.isFetching || undefined}>
        {log.isPending ? (
          <LoadingNote label={t`Loading the log...`} />
        ) : log.isError ? (
          <ErrorState
            headingLevel={3}
            title={t`The log could not be loaded`}
            message={errorMessage(log.error)}
            onRetry={() => void log.refetch()}
          />
        ) : entries.length === 0 ? (
          <EmptyState headingLevel={3} title={emptyLogText(applied).title}>
            {emptyLogText(applied).hint}
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-3">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </ul>
            {log.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  pending={log.isFetchingNextPage}
                  pendingLabel={t`Loading...`}
                  onClick={() => void log.fetchNextPage()}
                >
                  <Trans>Load More</Trans>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </ConsoleShell>
  );
}
