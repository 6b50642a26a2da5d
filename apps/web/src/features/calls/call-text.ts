// The call screen's messages in the page's language. The call's state (call-state.ts, use-call.ts,
// join-error.ts) and the server's call-status messages (callStatusMessage of @arogya/contracts/calls) are
// English; the screens show them through callText, which knows each of them, names included.
import { CALL_MESSAGES } from '@arogya/contracts/calls';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { displayI18n } from '../../lib/i18n/display-locale.ts';
import { JOIN_ERROR_MESSAGES } from './join-error.ts';

const FIXED: Record<string, MessageDescriptor> = {
  [CALL_MESSAGES.missingReceiver]: msg`Missing receiver information. Please try again.`,
  [CALL_MESSAGES.missingType]: msg`Missing consultation type. Please try again.`,
  [CALL_MESSAGES.invalidType]: msg`Invalid call type. Please try again.`,
  [CALL_MESSAGES.missingDetails]: msg`Missing consultation details. Please try again.`,
  [CALL_MESSAGES.network]: msg`Network error: Unable to connect to server. Please check your internet connection.`,
  [CALL_MESSAGES.loginAgain]: msg`Please log in again to continue.`,
  [CALL_MESSAGES.initFailed]: msg`Failed to initialize video call`,
  [CALL_MESSAGES.roomError]: msg`Failed to connect to the call.`,
  [CALL_MESSAGES.noWebRtc]: msg`This browser cannot make video or audio calls (WebRTC is not available). Please use a recent version of Chrome, Edge, Firefox or Safari.`,
  [CALL_MESSAGES.noMedia]: msg`We could not use your camera or microphone. Please allow access in your browser and try again.`,
  [JOIN_ERROR_MESSAGES.network]: msg`Unable to connect to server. Please check your internet connection.`,
  [JOIN_ERROR_MESSAGES[400]]: msg`Invalid request. Please check your consultation details.`,
  [JOIN_ERROR_MESSAGES[401]]: msg`Authentication failed. Please log in again.`,
  [JOIN_ERROR_MESSAGES[403]]: msg`Access denied. You may not have permission for this consultation.`,
  [JOIN_ERROR_MESSAGES[404]]: msg`Consultation service not found. Please try again later.`,
  [JOIN_ERROR_MESSAGES[500]]: msg`Server error. Please try again later.`,
  [JOIN_ERROR_MESSAGES.noToken]: msg`Server configuration error. Please contact support.`,
  [JOIN_ERROR_MESSAGES.nonJson]: msg`Server communication error. Please try again later.`,
  [JOIN_ERROR_MESSAGES.fallback]: msg`Failed to join call. Please try again. (If running locally, ensure your backend is reachable.)`,
  'The call has ended.': msg`The call has ended.`,
  'The call could not be completed.': msg`The call could not be completed.`,
  'Calls need a secure (https) connection. Please open Arogya over https and try again.': msg`Calls need a secure (https) connection. Please open Arogya over https and try again.`,
  'No camera or microphone was found on this device.': msg`No camera or microphone was found on this device.`,
  'No microphone was found on this device.': msg`No microphone was found on this device.`,
};

/** The messages that name the doctor (or, on the desk's calls, the patient): the name is kept as written. */
const NAMED: readonly [RegExp, (name: string) => MessageDescriptor][] = [
  [/^Calling Dr\. (.*)\.\.\.$/, (name) => msg`Calling Dr. ${name}...`],
  [/^Dr\. (.*) joined the call\.$/, (name) => msg`Dr. ${name} joined the call.`],
  [
    /^Dr\. (.*) did not answer\. Please try again later or book an appointment\.$/,
    (name) => msg`Dr. ${name} did not answer. Please try again later or book an appointment.`,
  ],
  [
    /^Dr\. (.*) cannot take your call right now\. Please try again later or book an appointment\.$/,
    (name) =>
      msg`Dr. ${name} cannot take your call right now. Please try again later or book an appointment.`,
  ],
  [
    /^(.*) did not answer\. Arogya rings a patient only while they have it open; try again in a few minutes\.$/,
    (name) =>
      msg`${name} did not answer. Arogya rings a patient only while they have it open; try again in a few minutes.`,
  ],
  [/^(.*) cannot take the call right now\.$/, (name) => msg`${name} cannot take the call right now.`],
  [/^Calling (.*)\.\.\.$/, (name) => msg`Calling ${name}...`],
  [/^(.*) joined the call\.$/, (name) => msg`${name} joined the call.`],
];

/** A call message in the page's language; one it does not know (a server's own words) as it came. */
export function callText(text: string): string;
export function callText(text: string | null): string | null;
export function callText(text: string | null): string | null {
  if (text === null) return null;
  const i18n = displayI18n();
  const fixed = FIXED[text];
  if (fixed) return i18n._(fixed);
  for (const [pattern, message] of NAMED) {
    const name = pattern.exec(text)?.[1];
    if (name !== undefined) return i18n._(message(name));
  }
  return text;
}
