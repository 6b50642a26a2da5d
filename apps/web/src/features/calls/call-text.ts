// The call screen's messages as Lingui message descriptors, shown in the page's language where they are
// rendered (callText). The call's state (call-state.ts) carries descriptors, never English strings. The API's
// words stay its contract (CALL_MESSAGES and callOutcomeMessage of @arogya/contracts/calls): callMessage maps
// a contract message to its descriptor here, and callOutcome writes the outcome of a call from its status
// and names, as callOutcomeMessage does in English (call-text.test.ts checks they agree).
import { CALL_MESSAGES, type Call, type CallStatus, callStatusMessage } from '@arogya/contracts/calls';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { displayI18n, displayLocale } from '../../lib/i18n/display-locale.ts';
import { refusalMessages } from '../../lib/refusal-messages.ts';

export type CallMessage = MessageDescriptor;

/** The contract's messages the call screen may be given (by the API or thrown on the web side). */
const CONTRACT: Record<string, MessageDescriptor> = {
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
  [callStatusMessage('completed', '')]: msg`The call has ended.`,
  [callStatusMessage('failed', '')]: msg`The call could not be completed.`,
};

/** The call screen's own messages (not the API's). */
export const CALL_SCREEN_MESSAGES = {
  ended: msg`The call has ended.`,
  needsHttps: msg`Calls need a secure (https) connection. Please open Arogya over https and try again.`,
  noCameraOrMicrophone: msg`No camera or microphone was found on this device.`,
  noMicrophone: msg`No microphone was found on this device.`,
  openedElsewhere: msg`This call was opened in another window.`,
  /** A server's words the call screen does not know, on a page in another language than English. */
  couldNotGoAhead: msg`The call could not go ahead. Please try again in a few minutes.`,
} as const;

/** A message the call screen did not write (a server's own words, e.g. 'Dr. Rao is on another call.'), shown as it came. */
export function asIs(text: string): MessageDescriptor {
  return msg({
    comment: "A server's own words, shown as they came: keep it as {text}.",
    message: `${text}`,
  });
}

/**
 * The API's refusals of a call (apps/api/src/modules/calls/initiate-call.ts: POST /api/v1/calls/check and
 * /initiate) that the join-error table shows as they came: their English is the API's, so a Hindi page maps
 * each to its descriptor here, the doctor's name kept as written.
 */
const REFUSALS: readonly [RegExp, (name: string) => MessageDescriptor][] = [
  [
    /^Please pay for this consultation before joining the call \(My Appointments: Pay now\)\.$/,
    () => msg`Please pay for this consultation before joining the call (My Appointments: Pay now).`,
  ],
  [
    /^Please pay for the consultation before the call: start it from the call screen to pay and connect\.$/,
    () =>
      msg`Please pay for the consultation before the call: start it from the call screen to pay and connect.`,
  ],
  [
    /^This consultation has been completed\. To consult again, please book a new appointment\.$/,
    () => msg`This consultation has been completed. To consult again, please book a new appointment.`,
  ],
  [
    /^Please read and accept the teleconsultation consent before your first consultation\.$/,
    () => msg`Please read and accept the teleconsultation consent before your first consultation.`,
  ],
  [/^This appointment is no longer booked\.$/, () => msg`This appointment is no longer booked.`],
  [
    /^This appointment is a video consultation, not a audio call\.$/,
    () => msg`This appointment is a video consultation, not a audio call.`,
  ],
  [
    /^This appointment is a audio consultation, not a video call\.$/,
    () => msg`This appointment is a audio consultation, not a video call.`,
  ],
  [
    /^You can start this consultation from 10 minutes before its time\.$/,
    () => msg`You can start this consultation from 10 minutes before its time.`,
  ],
  [/^The time of this appointment is over\.$/, () => msg`The time of this appointment is over.`],
  [
    /^Dr\. (.*) does not offer video consultations\.$/,
    (name) => msg`Dr. ${name} does not offer video consultations.`,
  ],
  [
    /^Dr\. (.*) does not offer audio consultations\.$/,
    (name) => msg`Dr. ${name} does not offer audio consultations.`,
  ],
  [
    /^Dr\. (.*) does not take calls on Arogya yet\. Please book an appointment instead\.$/,
    (name) => msg`Dr. ${name} does not take calls on Arogya yet. Please book an appointment instead.`,
  ],
  [/^You cannot call yourself\.$/, () => msg`You cannot call yourself.`],
  [
    /^Dr\. (.*) is not available for consultations now\. Please book an appointment\.$/,
    (name) => msg`Dr. ${name} is not available for consultations now. Please book an appointment.`,
  ],
  [
    /^Dr\. (.*) is on another call\. Please try again in a few minutes\.$/,
    (name) => msg`Dr. ${name} is on another call. Please try again in a few minutes.`,
  ],
  [
    /^You are already on a call\. End it before starting another\.$/,
    () => msg`You are already on a call. End it before starting another.`,
  ],
  [
    /^Calls cannot be connected right now\. Please try again in a minute\.$/,
    () => msg`Calls cannot be connected right now. Please try again in a minute.`,
  ],
];

/**
 * The reasons the API's signalling socket closes with (apps/api/src/modules/calls/signal-socket.ts), which a
 * failed join or a dropped call shows under 'Connection Failed' (the English as the API writes it).
 */
const CLOSE_REASONS: Record<string, MessageDescriptor> = {
  'Join the call first': msg`Join the call first`,
  'Joined from another window': msg`Joined from another window`,
  'The call is over': msg`The call is over`,
  'Invalid or expired call token': msg`Invalid or expired call token`,
  'This token is for another call': msg`This token is for another call`,
  'You are not a participant of this call': msg`You are not a participant of this call`,
  'Accept the call first': msg`Accept the call first`,
  'Too many messages': msg`Too many messages`,
  'Malformed message': msg`Malformed message`,
};

/**
 * The descriptor of a message of the API's contract, of one of its call refusals or of a signalling close
 * reason. Other words are the server's English: an English page shows them as they came (the spec's join-error
 * table: 'other message: shown as is'); a page in another language shows the message of the refusal's code
 * (lib/api-error-messages.ts, as lib/api-client.ts errorMessage does), else a general one, and the words go
 * to the console, so nothing is lost.
 */
export function callMessage(text: string, code?: string | null): MessageDescriptor {
  const contract = CONTRACT[text] ?? CLOSE_REASONS[text];
  if (contract) return contract;
  for (const [pattern, message] of REFUSALS) {
    const match = pattern.exec(text);
    if (match) return message(match[1] ?? '');
  }
  if (displayLocale() === 'en') return asIs(text);
  console.warn(`Call: the server said "${text}"${code ? ` (${code})` : ''}; shown in the page's language`);
  const byCode = code ? refusalMessages()?.(displayI18n(), code) : null;
  return byCode ? asIs(byCode) : CALL_SCREEN_MESSAGES.couldNotGoAhead;
}

/** An Error that carries the message the call screen shows for it (its `message` stays English, for logs). */
export class CallMessageError extends Error {
  constructor(
    readonly descriptor: MessageDescriptor,
    // (A production build compiles a message with placeholders: then its id.)
    english: string = typeof descriptor.message === 'string' ? descriptor.message : descriptor.id,
  ) {
    super(english);
  }
}

/** callStatusMessage of @arogya/contracts/calls, as a descriptor. */
export function callStatusText(status: CallStatus, doctorName: string): MessageDescriptor {
  const name = doctorName;
  switch (status) {
    case 'ringing':
      return msg`Calling Dr. ${name}...`;
    case 'active':
      return msg`Dr. ${name} joined the call.`;
    case 'completed':
      return msg`The call has ended.`;
    case 'missed':
      return msg`Dr. ${name} did not answer. Please try again later or book an appointment.`;
    case 'declined':
      return msg`Dr. ${name} cannot take your call right now. Please try again later or book an appointment.`;
    case 'failed':
      return msg`The call could not be completed.`;
  }
}

/** deskCallStatusMessage of @arogya/contracts/calls, as a descriptor. */
export function deskCallStatusText(status: CallStatus, patientName: string): MessageDescriptor {
  const name = patientName;
  switch (status) {
    case 'ringing':
      return msg`Calling ${name}...`;
    case 'active':
      return msg`${name} joined the call.`;
    case 'missed':
      return msg`${name} did not answer. Arogya rings a patient only while they have it open; try again in a few minutes.`;
    case 'declined':
      return msg`${name} cannot take the call right now.`;
    default:
      return callStatusText(status, '');
  }
}

/** callOutcomeMessage of @arogya/contracts/calls, as a descriptor: the call's status from the side of whoever rang. */
export function callOutcome(
  call: Pick<Call, 'status' | 'initiatedBy' | 'doctor' | 'patient'>,
): MessageDescriptor {
  return call.initiatedBy === 'doctor'
    ? deskCallStatusText(call.status, call.patient.name)
    : callStatusText(call.status, call.doctor.name);
}

/** A call message in the page's language. */
export function callText(message: MessageDescriptor): string;
export function callText(message: MessageDescriptor | null): string | null;
export function callText(message: MessageDescriptor | null): string | null {
  return message === null ? null : displayI18n()._(message);
}
