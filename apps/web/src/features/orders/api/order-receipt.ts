// GET /api/v1/orders/:id/receipt: the paid order's receipt PDF (GST by HSN code, seller's GSTIN, payment
// reference), saved through the browser.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export async function downloadReceipt(order: { id: string; orderNumber: string }): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/v1/orders/${encodeURIComponent(order.id)}/receipt`);
  saveFile(blob, filename ?? `arogya-receipt-${order.orderNumber}.pdf`);
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
