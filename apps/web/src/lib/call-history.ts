// How a consultation record (a call, from GET /api/v1/calls/history) is shown: its outcome badge, its
// duration, when it happened, and whether its doctor may still write the e-prescription.
import { type Call, type CallStatus, E_PRESCRIPTION_WINDOW_HOURS } from '@arogya/contracts/calls';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '../components/ui/badge.tsx';
import { localized, localizedLabels } from './i18n/localized-labels.ts';

const outcome = (message: MessageDescriptor, tone: BadgeTone) => ({
  get label() {
    return localized(message);
  },
  tone,
});

/** Each outcome's badge, its label in the page's language. */
export const CALL_OUTCOMES: Record<CallStatus, { readonly label: string; tone: BadgeTone }> = {
  completed: outcome(msg`Completed`, 'green'),
  missed: outcome(msg`Missed`, 'amber'),
  declined: outcome(msg`Declined`, 'amber'),
  failed: outcome(msg`Failed`, 'red'),
  ringing: outcome(msg`Ringing`, 'blue'),
  active: outcome(msg`In progress`, 'blue'),
};

export const CALL_TYPE_LABELS = localizedLabels<Call['callType']>({
  video: msg`Video consultation`,
  audio: msg`Audio consultation`,
});

/** 45 s as '45 sec', 725 s as '12 min 5 sec', 3720 s as '1 hr 2 min'; no duration (never answered) as null. */
export function formatCallDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const s = Math.round(seconds);
  if (s < 60) return localized(msg`${s} sec`);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (hours > 0)
    return minutes > 0 ? localized(msg`${hours} hr ${minutes} min`) : localized(msg`${hours} hr`);
  const rest = s % 60;
  return rest > 0 ? localized(msg`${minutes} min ${rest} sec`) : localized(msg`${minutes} min`);
}

/** How long the consultation lasted; null for a call that never connected (missed, declined, failed at once). */
export function consultationDuration(call: Pick<Call, 'status' | 'durationSeconds'>): string | null {
  if (call.status !== 'completed' && !(call.durationSeconds && call.durationSeconds > 0)) return null;
  return formatCallDuration(call.durationSeconds);
}

/** When the consultation began (the doctor's answer), else when the patient rang. */
export function callTime(call: Pick<Call, 'startedAt' | 'createdAt'>): string {
  return call.startedAt ?? call.createdAt;
}

/** A completed call without an e-prescription, ended less than E_PRESCRIPTION_WINDOW_HOURS ago. */
export function canWriteEPrescription(
  call: Pick<Call, 'status' | 'prescriptionId' | 'endedAt'>,
  now: Date,
): boolean {
  if (call.status !== 'completed' || call.prescriptionId || !call.endedAt) return false;
  const ended = Date.parse(call.endedAt);
  return !Number.isNaN(ended) && now.getTime() - ended <= E_PRESCRIPTION_WINDOW_HOURS * 3_600_000;
}
