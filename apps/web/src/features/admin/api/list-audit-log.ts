// GET /api/v1/admin/audit-log (newest first, by cursor), its action names, and the CSV export of the same
// filter.
import type { AuditEntry, CursorPage } from '@arogya/contracts/admin';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient, apiDownload } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { auditLogKey } from './admin-keys.ts';

export type AuditFilter = { actor: string; patient: string; action: string; from: string; to: string };

const params = (f: AuditFilter) => ({
  actor: f.actor || undefined,
  patient: f.patient || undefined,
  action: f.action || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

export function listAuditLog(filter: AuditFilter, cursor: string | undefined, signal?: AbortSignal) {
  return apiClient.get<CursorPage<AuditEntry>>(
    `/api/v1/admin/audit-log${queryString({ ...params(filter), cursor })}`,
    { signal },
  );
}

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: [...auditLogKey, filter],
    queryFn: ({ pageParam, signal }) => listAuditLog(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAuditActions() {
  return useQuery({
    queryKey: [...auditLogKey, 'actions'],
    queryFn: ({ signal }) =>
      apiClient.get<ApiSuccess<string[]>>('/api/v1/admin/audit-log/actions', { signal }),
    staleTime: 60_000,
  });
}

export async function exportAuditLog(filter: AuditFilter): Promise<void> {
  const { blob, filename } = await apiDownload(
    `/api/v1/admin/audit-log/export${queryString(params(filter))}`,
  );
  saveFile(blob, filename ?? 'arogya-audit-log.csv');
}
