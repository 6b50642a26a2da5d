// GET /api/v1/labs/bookings/:id/report (the results), /report/file (the lab's signed PDF, fetched with the
// bearer token and saved) and /trends/:parameterId (this patient's values of one parameter, oldest first).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabReport, LabTrend } from '@arogya/contracts/labs';
import { useQuery } from '@tanstack/react-query';
import { apiClient, apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { isNotFound } from './get-lab-item.ts';
import { labReportKey } from './lab-keys.ts';

const bookingPath = (id: string) => `/api/v1/labs/bookings/${encodeURIComponent(id)}`;

export function useLabReport(id: string | undefined) {
  return useQuery({
    queryKey: labReportKey(id ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<LabReport>>(`${bookingPath(id ?? '')}/report`, { signal })).result,
    enabled: Boolean(id),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

export function useLabTrend(bookingId: string, parameterId: string | null) {
  return useQuery({
    queryKey: ['labs', 'trend', bookingId, parameterId ?? ''],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<LabTrend>>(
          `${bookingPath(bookingId)}/trends/${encodeURIComponent(parameterId ?? '')}`,
          { signal },
        )
      ).result,
    enabled: Boolean(parameterId),
  });
}

export async function downloadLabReport(id: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiDownload(`${bookingPath(id)}/report/file`);
  saveFile(blob, filename ?? fallbackName);
}
