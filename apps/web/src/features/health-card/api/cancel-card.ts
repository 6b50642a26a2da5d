// The holder's actions on their card: cancel for a full refund (within 14 days, no benefit used), a new QR
// code replacing the old one, and the card as a PDF.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { HealthCard } from '@arogya/contracts/health-card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { cardKey } from './get-card.ts';

const cardPath = (id: string, action: string) =>
  `/api/v1/membership-card/${encodeURIComponent(id)}/${action}`;

export function useCardAction(action: 'cancel' | 'revoke-qr') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<ApiSuccess<HealthCard>>(cardPath(id, action)),
    onSuccess: (answer) => queryClient.setQueryData(cardKey, answer.result),
  });
}

export async function downloadCardPdf(card: HealthCard) {
  const { blob, filename } = await apiDownload(cardPath(card.id, 'pdf'));
  saveFile(blob, filename ?? `arogya-health-card-${card.cardNumber.replaceAll(' ', '')}.pdf`);
}

/** The payment receipt (GST invoice) of a card paid online. */
export async function downloadCardReceipt(card: HealthCard) {
  const { blob, filename } = await apiDownload(cardPath(card.id, 'receipt'));
  saveFile(blob, filename ?? `arogya-receipt-HC-${card.cardNumber.replaceAll(' ', '')}.pdf`);
}
