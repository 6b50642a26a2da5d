// The lab desk's actions on one booking: assign the phlebotomist, the next status (collected with the
// barcode, processing, report ready, or cancelled with a reason the patient sees), the results, and the
// signed PDF (POST /api/v1/labs/uploadReport/:id, field LAB_REPORT_FIELD). Each answer refreshes the day.
import type { ApiSuccess } from '@arogya/contracts/errors';
import {
  type AssignPhlebotomistRequest,
  LAB_REPORT_FIELD,
  type LabDeskBooking,
  type LabReportFile,
  type LabResultsRequest,
  type LabStatusRequest,
} from '@arogya/contracts/labs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { deskBookingKey, labDeskKey } from './desk-keys.ts';

const deskPath = (id: string) => `/api/v1/labs/desk/bookings/${encodeURIComponent(id)}`;

function useDeskMutation<B>(id: string, send: (body: B) => Promise<ApiSuccess<LabDeskBooking>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => (await send(body)).result,
    onSuccess: (booking) => {
      client.setQueryData(deskBookingKey(id), booking);
      void client.invalidateQueries({ queryKey: [...labDeskKey, 'day'] });
    },
  });
}

export const useAssignPhlebotomist = (id: string) =>
  useDeskMutation<AssignPhlebotomistRequest>(id, (body) =>
    apiClient.post(`${deskPath(id)}/phlebotomist`, body),
  );

export const useSetLabStatus = (id: string) =>
  useDeskMutation<LabStatusRequest>(id, (body) => apiClient.post(`${deskPath(id)}/status`, body));

export const useSaveLabResults = (id: string) =>
  useDeskMutation<LabResultsRequest>(id, (body) => apiClient.put(`${deskPath(id)}/results`, body));

export function useUploadLabReport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await uploadFile<ApiSuccess<LabReportFile>>(
          `/api/v1/labs/uploadReport/${encodeURIComponent(id)}`,
          file,
          {
            fileField: LAB_REPORT_FIELD,
          },
        )
      ).result,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deskBookingKey(id) });
      void client.invalidateQueries({ queryKey: [...labDeskKey, 'day'] });
    },
  });
}
