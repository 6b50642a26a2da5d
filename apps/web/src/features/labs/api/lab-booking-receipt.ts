// GET /api/v1/labs/bookings/:id/receipt: the receipt PDF of a lab booking paid online (diagnostics, exempt
// from GST; the seller's GSTIN when configured; the payment reference), saved through the browser.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export async function downloadLabReceipt(booking: { id: string; orderNumber: string }): Promise<void> {
  const { blob, filename } = await apiDownload(
    `/api/v1/labs/bookings/${encodeURIComponent(booking.id)}/receipt`,
  );
  saveFile(blob, filename ?? `arogya-receipt-${booking.orderNumber}.pdf`);
}

export function useDownloadLabReceipt() {
  return useMutation({ mutationFn: downloadLabReceipt });
}
