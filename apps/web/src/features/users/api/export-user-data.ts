// GET /api/v1/users/me/export: the user's data as a JSON file, saved through the browser.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';

export const EXPORT_FILENAME = 'arogya-my-data.json';

export async function exportMyData(): Promise<void> {
  const { blob, filename } = await apiDownload('/api/v1/users/me/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? EXPORT_FILENAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
