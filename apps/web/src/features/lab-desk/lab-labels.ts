// The lab desk's words for a booking's state, a result's flag and the patient's sex, in the page's language
// (the contracts' English tables, LAB_BOOKING_STATUS_LABELS and LAB_RESULT_FLAG_LABELS, as messages).
import type { LabBookingStatus, LabResultFlag } from '@arogya/contracts/labs';
import type { I18n, MessageDescriptor } from '@lingui/core';
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

/** The sex after the age on a collection card ('34 F'). A one-letter Hindi form is ambiguous ('म' may be read
 * as महिला or as मर्द), so Hindi writes the word in full: पुरुष, महिला, अन्य. */
export const SEX_SHORT_LABELS: Readonly<Record<string, string>> = localizedLabels({
  male: msg({
    message: 'M',
    comment: "The patient's sex after the age, short; Hindi writes it in full: पुरुष",
  }),
  female: msg({
    message: 'F',
    comment: "The patient's sex after the age, short; Hindi writes it in full: महिला",
  }),
  other: msg({ message: 'Other', comment: "The patient's sex after the age, short; Hindi: अन्य" }),
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

/** The parameters a reason below names (packages/contracts/src/lab-derived-values.ts), in the page's language
 * as the results form names them; an abbreviation (HDL, TIBC) stays as the report prints it. */
const REASON_NAMES: Record<string, MessageDescriptor> = {
  'Total cholesterol': msg`Total cholesterol`,
  'Total bilirubin': msg`Total bilirubin`,
  'Direct bilirubin': msg`Direct bilirubin`,
  'Total protein': msg`Total protein`,
  Albumin: msg`Albumin`,
  Globulin: msg`Globulin`,
  Creatinine: msg`Creatinine`,
};

/** Why a calculated parameter shows no value (the contracts' English `notCalculated`,
 * packages/contracts/src/lab-derived-values.ts), by pattern, the parameters it names in the page's language. */
const NOT_CALCULATED: readonly [RegExp, (...values: string[]) => MessageDescriptor][] = [
  [/^The inputs give no value above 0$/, () => msg`The inputs give no value above 0`],
  [/^Not calculated below (\d+) years$/, (age) => msg`Not calculated below ${age} years`],
  [
    /^Not calculated without the sex the equation needs$/,
    () => msg`Not calculated without the sex the equation needs`,
  ],
  [
    /^Not calculated: triglycerides above (\d+) mg\/dL$/,
    (level) => msg`Not calculated: triglycerides above ${level} mg/dL`,
  ],
  [/^(.+) must be above 0$/, (name) => msg`${name} must be above 0`],
  [/^(.+) is above (.+)$/, (part, whole) => msg`${part} is above ${whole}`],
];

/** The reason in the page's language; one not listed shows as it comes. */
export function notCalculatedText(i18n: I18n, reason: string): string {
  for (const [pattern, build] of NOT_CALCULATED) {
    const found = pattern.exec(reason);
    if (found)
      return i18n._(build(...found.slice(1).map((v) => (REASON_NAMES[v] ? i18n._(REASON_NAMES[v]) : v))));
  }
  return reason;
}
