// GET /api/v1/consult-now/requests/:id/photos/:photoId: a photo the patient attached, for the doctor the request
// rings (or who accepted it); the read is audited. Fetched with the session, shown from a blob address.
import { apiDownload } from '../../../lib/api-client.ts';

export async function getConsultPhoto(requestId: string, photoId: string): Promise<Blob> {
  return (
    await apiDownload(
      `/api/v1/consult-now/requests/${encodeURIComponent(requestId)}/photos/${encodeURIComponent(photoId)}`,
    )
  ).blob;
}
