// GET /api/v1/bookings/booking/:id/ics: the appointment as a calendar file, fetched with the session's
// token (a plain link would not carry it) and saved through the browser.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export async function downloadAppointmentIcs(appointmentId: string): Promise<void> {
  const { blob, filename } = await apiDownload(
    `/api/v1/bookings/booking/${encodeURIComponent(appointmentId)}/ics`,
  );
  saveFile(blob, filename ?? 'arogya-appointment.ics');
}

export function useDownloadAppointmentIcs() {
  return useMutation({ mutationFn: downloadAppointmentIcs });
}
