// GET /api/v1/bookings/booking/:id/receipt: the receipt PDF of a consultation paid online (a healthcare
// service, exempt from GST; the seller's GSTIN when configured; the payment reference), saved through the
// browser.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export async function downloadAppointmentReceipt(appointmentId: string): Promise<void> {
  const { blob, filename } = await apiDownload(
    `/api/v1/bookings/booking/${encodeURIComponent(appointmentId)}/receipt`,
  );
  saveFile(blob, filename ?? 'arogya-receipt.pdf');
}

export function useDownloadAppointmentReceipt() {
  return useMutation({ mutationFn: downloadAppointmentReceipt });
}
