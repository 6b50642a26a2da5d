// E-prescription requests: the doctor's medicine and lab test pickers, issuing one, reading one and its PDF.
import type { EPrescription, EPrescriptionRequest, FormularyMedicine } from '@arogya/contracts/calls';
import type { LabItemSummary } from '@arogya/contracts/labs';
import { apiClient, apiDownload } from '../../../lib/api-client.ts';

export async function searchFormulary(
  callId: string,
  q: string,
  signal?: AbortSignal,
): Promise<FormularyMedicine[]> {
  const query = new URLSearchParams({ callId, q });
  return (
    await apiClient.get<{ result: FormularyMedicine[] }>(`/api/v1/calls/formulary?${query}`, { signal })
  ).result;
}

/** Lab tests and packages by name, alias or parameter (the public catalogue's search), for advising. */
export async function searchLabTests(q: string, signal?: AbortSignal): Promise<LabItemSummary[]> {
  const query = new URLSearchParams({ q, limit: '8' });
  return (await apiClient.get<{ result: LabItemSummary[] }>(`/api/v1/labs/testList?${query}`, { signal }))
    .result;
}

export async function issueEPrescription(callId: string, body: EPrescriptionRequest): Promise<EPrescription> {
  const path = `/api/v1/calls/${encodeURIComponent(callId)}/prescription`;
  return (await apiClient.post<{ result: EPrescription }>(path, body)).result;
}

export async function getEPrescription(id: string, signal?: AbortSignal): Promise<EPrescription> {
  const path = `/api/v1/calls/prescriptions/${encodeURIComponent(id)}`;
  return (await apiClient.get<{ result: EPrescription }>(path, { signal })).result;
}

/** Fetches the PDF with the session and hands it to the browser as a download. */
export async function downloadEPrescriptionPdf(
  rx: Pick<EPrescription, 'pdfUrl' | 'issuedAt'>,
): Promise<void> {
  const { blob, filename } = await apiDownload(rx.pdfUrl);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? `arogya-e-prescription-${rx.issuedAt.slice(0, 10)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
