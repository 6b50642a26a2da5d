// The lab desk's words for a booking's state, a result's flag and the patient's sex, in the page's language
// (the contracts' English tables, LAB_BOOKING_STATUS_LABELS and LAB_RESULT_FLAG_LABELS, as messages).
import type { LabBookingStatus, LabResultFlag } from '@arogya/contracts/labs';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localizedLabels } from '../../lib/i18n/localized-labels.ts';

export const LAB_STATUS_LABELS = localizedLabels<LabBookingStatus>({
  booked: msg`Booked`,
  phlebotomist_assigned: msg`Phlebotomist assigned`,
  sample_collected: msg`Sample collected`,
  processing: msg`Processing`,
  report_ready: msg`Report ready`,
  cancelled: msg`Cancelled`,
});

export const FLAG_LABELS = localizedLabels<LabResultFlag>({
  normal: msg`Normal`,
  low: msg`Low`,
  high: msg`High`,
  critical_low: msg`Critically low`,
  critical_high: msg`Critically high`,
  abnormal: msg`Abnormal`,
});

export const SEX_LABELS: Readonly<Record<string, string>> = localizedLabels({
  male: msg`male`,
  female: msg`female`,
  other: msg`other`,
});

/**
 * The hint under each calculated parameter, in the page's language (the English is the contracts' `hint`,
 * packages/contracts/src/lab-derived-values.ts); a code not listed shows the API's hint as it comes.
 */
export const CALCULATED_HINTS: Record<string, MessageDescriptor> = {
  EAG: msg`Calculated from HbA1c`,
  HOMA_IR: msg`Calculated from fasting glucose and fasting insulin`,
  TSAT: msg`Calculated from serum iron and TIBC`,
  VLDL: msg`Calculated from triglycerides`,
  NONHDL: msg`Calculated from total cholesterol and HDL`,
  CHOL_HDL: msg`Calculated from total cholesterol and HDL`,
  LDL_HDL: msg`Calculated from LDL and HDL`,
  BILI_I: msg`Calculated from total and direct bilirubin`,
  GLOB: msg`Calculated from total protein and albumin`,
  AG_RATIO: msg`Calculated from albumin and globulin`,
  BUN: msg`Calculated from urea`,
  BUN_CREAT: msg`Calculated from BUN and creatinine`,
  EGFR: msg`Calculated from creatinine, the patient's age and sex`,
};
