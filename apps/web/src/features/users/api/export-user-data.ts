// GET /api/v1/users/me/export (JSON) and /api/v1/users/me/export/pdf (the same, arranged to read): the
// user's data as a file, saved through the browser.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';

export const EXPORT_FILENAME = 'arogya-my-data.json';

export type ExportFormat = 'json' | 'pdf';

export async function exportMyData(format: ExportFormat = 'json'): Promise<void> {
  const { blob, filename } = await apiDownload(
    format === 'pdf' ? '/api/v1/users/me/export/pdf' : '/api/v1/users/me/export',
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? (format === 'pdf' ? 'arogya-my-data.pdf' : EXPORT_FILENAME);
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportMyData() {
  return useMutation({ mutationFn: (format: ExportFormat) => exportMyData(format) });
}
