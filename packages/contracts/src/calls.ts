// Video and audio consultations: call initiation, the doctor's answer, call history, teleconsultation consent
// and the signalling messages exchanged over WebSocket (docs/screens.md#call-screen,
// docs/product-rules.md#telemedicine).
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { LAB_BOOKING_MAX_ITEMS } from './constants.ts';
import type { ConsultSocketEvent } from './consult-now.ts';
import { CalendarDate } from './dates.ts';
import { LabItemSummary } from './labs.ts';
import type { InboxSocketEvent } from './notifications.ts';

export const CALL_TYPES = ['video', 'audio'] as const;
export const CallType = z.enum(CALL_TYPES);
export type CallType = z.infer<typeof CallType>;

/** ringing -> active -> completed; ringing -> missed | declined; any live call -> failed. */
export const CALL_STATUSES = ['ringing', 'active', 'completed', 'missed', 'declined', 'failed'] as const;
export const CallStatus = z.enum(CALL_STATUSES);
export type CallStatus = z.infer<typeof CallStatus>;
export const LIVE_CALL_STATUSES = ['ringing', 'active'] as const satisfies readonly CallStatus[];

/** Messages of docs/screens.md#call-start-validation, written once for the API and the call screen. */
export const CALL_MESSAGES = {
  missingReceiver: 'Missing receiver information. Please try again.',
  missingType: 'Missing consultation type. Please try again.',
  invalidType: 'Invalid call type. Please try again.',
  missingDetails: 'Missing consultation details. Please try again.',
  receiverRequired: 'Receiver ID is required',
  noToken: 'No token received from server',
  nonJson: 'Server returned non-JSON response',
  apiFailed: 'API request failed',
  network: 'Network error: Unable to connect to server. Please check your internet connection.',
  loginAgain: 'Please log in again to continue.',
  initFailed: 'Failed to initialize video call',
  roomError: 'Failed to connect to the call.',
  noWebRtc:
    'This browser cannot make video or audio calls (WebRTC is not available). Please use a recent version of Chrome, Edge, Firefox or Safari.',
  noMedia: 'We could not use your camera or microphone. Please allow access in your browser and try again.',
} as const;

/** Seconds a call rings before it becomes missed (the API's CALL_RING_TIMEOUT_MS may shorten it in tests). */
export const CALL_RING_SECONDS = 60;
/** Defined in ./constants.ts, which the public pages load without zod. */
export { CALL_EARLY_START_MINUTES } from './constants.ts';
/** Largest signalling message accepted, in bytes (an SDP offer is a few kilobytes). */
export const SIGNAL_MAX_BYTES = 64 * 1024;
/** How often a joined client pings, so the server knows the call is alive. */
export const SIGNAL_PING_MS = 15_000;

/** The Telemedicine Practice Guidelines (2020) consent a patient gives once before a first teleconsultation. */
export const TELECONSULTATION_CONSENT_VERSION = 'tpg-2020-v1';
export const TELECONSULTATION_CONSENT_POINTS = [
  'I am consulting a registered medical practitioner over video or audio, which has limits: the doctor cannot examine me physically and may ask me to visit a clinic.',
  'I will share my health information truthfully; the doctor may rely on it to advise me and to write a prescription.',
  'The consultation is not recorded. A record of the call (who, when, how long) and any prescription are kept in my Arogya account.',
  'This is not for emergencies. In an emergency I will call 112 or 108.',
] as const;

const Id = z.string().trim().min(1).max(64);

/** POST /api/v1/calls/initiate (the original payload: doctorId, callType). */
export const InitiateCallRequest = z.strictObject({
  doctorId: z
    .string({ error: CALL_MESSAGES.missingReceiver })
    .trim()
    .min(1, CALL_MESSAGES.missingReceiver)
    .max(64, CALL_MESSAGES.missingReceiver),
  callType: z
    .string({ error: CALL_MESSAGES.missingType })
    .min(1, CALL_MESSAGES.missingType)
    .pipe(z.enum(CALL_TYPES, { error: CALL_MESSAGES.invalidType })),
  /** The booked video or audio appointment this call starts, if any. */
  appointmentId: Id.optional(),
  /** What the patient wants to discuss, shown to the doctor with the ring. */
  reason: z.string().trim().max(300).optional(),
});
export type InitiateCallRequest = z.input<typeof InitiateCallRequest>;

export const CallIdParams = z.strictObject({ id: Id });

/** POST /api/v1/calls/:id/end. */
export const EndCallRequest = z.strictObject({ failed: z.boolean().optional() });
export type EndCallRequest = z.input<typeof EndCallRequest>;

/** An RTCIceServer as the browser takes it (from the API's ICE_SERVERS configuration). */
export const IceServer = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServer>;

export const CallDoctor = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  /** The specialty's Hindi name (null where it has none), shown on Hindi pages. */
  specialtyHi: z.string().nullable(),
  registrationNumber: z.string(),
  registrationCouncil: z.string(),
});
export type CallDoctor = z.infer<typeof CallDoctor>;

/** A call as either participant sees it; also the consultation record of call history. */
export const Call = z.object({
  id: z.string(),
  callType: CallType,
  status: CallStatus,
  doctor: CallDoctor,
  patient: z.object({ id: z.string(), name: z.string() }),
  reason: z.string().nullable(),
  appointmentId: z.string().nullable(),
  /** Who rang: the patient, or the doctor from the desk (a booked video or audio appointment). */
  initiatedBy: z.enum(['patient', 'doctor']),
  /** When it started ringing (ISO). */
  createdAt: z.string(),
  /** Until when it rings before it becomes missed. */
  ringExpiresAt: z.string(),
  /** When it was answered: the consultation's start. */
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  endedBy: z.enum(['patient', 'doctor', 'system']).nullable(),
  /** The e-prescription the doctor wrote after this call, if any. */
  prescriptionId: z.string().nullable(),
});
export type Call = z.infer<typeof Call>;

/** The answer of initiate, accept and token renewal: a token admitting its holder to this one call. */
export const CallSession = z.object({
  success: z.literal(true),
  token: z.string(),
  /** When the token stops admitting (ISO); renew with POST /api/v1/calls/:id/token. */
  expiresAt: z.string(),
  call: Call,
  role: z.enum(['patient', 'doctor']),
  iceServers: z.array(IceServer),
  message: z.string().optional(),
});
export type CallSession = z.infer<typeof CallSession>;

export const CallHistoryQuery = z.object({
  /** Whose calls: the doctor's own consultations, or the signed-in patient's (default by role). */
  as: z.enum(['patient', 'doctor']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type CallHistoryQuery = z.input<typeof CallHistoryQuery>;

export const TeleconsultationConsent = z.object({
  given: z.boolean(),
  version: z.string(),
  givenAt: z.string().nullable(),
  points: z.array(z.string()),
});
export type TeleconsultationConsent = z.infer<typeof TeleconsultationConsent>;

export const GiveConsentRequest = z.strictObject({
  accept: z.literal(true, { error: 'Please read and accept the teleconsultation consent' }),
  version: z.literal(TELECONSULTATION_CONSENT_VERSION, {
    error: 'The consent text has changed. Please read it again.',
  }),
});
export type GiveConsentRequest = z.input<typeof GiveConsentRequest>;

// Signalling over WebSocket: GET /api/v1/calls/signal (one call, admitted by its call token) and
// GET /api/v1/calls/notifications (the calls ringing for the signed-in user, admitted by the session
// token). The first message must be 'join' (or 'listen'); anything else closes the socket.

const ClientId = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'Invalid client id');

const SessionDescription = z.strictObject({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(SIGNAL_MAX_BYTES).optional(),
});
const IceCandidate = z.strictObject({
  candidate: z.string().max(2048),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export const SignalPayload = z.union([
  z.strictObject({ description: SessionDescription }),
  z.strictObject({ candidate: IceCandidate }),
]);
export type SignalPayload = z.infer<typeof SignalPayload>;

export const ClientSignalMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('join'),
    callId: Id,
    token: z.string().min(1).max(4096),
    clientId: ClientId,
  }),
  z.strictObject({ type: z.literal('signal'), data: SignalPayload }),
  z.strictObject({ type: z.literal('media'), audio: z.boolean(), video: z.boolean() }),
  /** Ends the call for both; `failed` when this side could not connect or reconnect. */
  z.strictObject({ type: z.literal('hangup'), failed: z.boolean().optional() }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientSignalMessage = z.infer<typeof ClientSignalMessage>;

export const ClientNotificationMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('listen'), token: z.string().min(1).max(4096) }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientNotificationMessage = z.infer<typeof ClientNotificationMessage>;

export type PeerInfo = { clientId: string; role: 'patient' | 'doctor'; name: string };

/** Messages the server sends on the call socket. */
export type ServerSignalMessage =
  | { type: 'joined'; clientId: string; role: 'patient' | 'doctor'; call: Call }
  /** `existing`: the peer was in the call before this socket joined (else it has just arrived). */
  | { type: 'peer-joined'; peer: PeerInfo; existing: boolean }
  | { type: 'peer-left'; clientId: string }
  | { type: 'signal'; from: string; data: SignalPayload }
  | { type: 'peer-media'; clientId: string; audio: boolean; video: boolean }
  | { type: 'call-status'; status: CallStatus; call: Call; message: string }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string };

/** Messages the server sends on a notifications socket: calls ringing for its user (a doctor's desk, or a
 * patient whose doctor rings them from the desk), and everyone's new inbox items. */
export type ServerNotificationMessage =
  | { type: 'listening'; ringing: Call[] }
  | InboxSocketEvent
  | ConsultSocketEvent
  | { type: 'incoming-call'; call: Call }
  | { type: 'call-status'; status: CallStatus; call: Call; message: string }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string };

/** WebSocket close codes (4000-4999 are the application's). */
export const SIGNAL_CLOSE = {
  normal: 1000,
  tooLarge: 1009,
  badMessage: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  callOver: 4410,
  replaced: 4409,
  tooMany: 4429,
} as const;

/** What each outcome tells the people on the call. */
export function callStatusMessage(status: CallStatus, doctorName: string): string {
  switch (status) {
    case 'ringing':
      return `Calling Dr. ${doctorName}...`;
    case 'active':
      return `Dr. ${doctorName} joined the call.`;
    case 'completed':
      return 'The call has ended.';
    case 'missed':
      return `Dr. ${doctorName} did not answer. Please try again later or book an appointment.`;
    case 'declined':
      return `Dr. ${doctorName} cannot take your call right now. Please try again later or book an appointment.`;
    case 'failed':
      return 'The call could not be completed.';
  }
}

/** The same for a call the doctor rang from the desk: told to the doctor, about the patient. */
export function deskCallStatusMessage(status: CallStatus, patientName: string): string {
  switch (status) {
    case 'ringing':
      return `Calling ${patientName}...`;
    case 'active':
      return `${patientName} joined the call.`;
    case 'missed':
      return `${patientName} did not answer. Arogya rings a patient only while they have it open; try again in a few minutes.`;
    case 'declined':
      return `${patientName} cannot take the call right now.`;
    default:
      return callStatusMessage(status, '');
  }
}

/** The message of a call's current status, from the side of whoever rang. */
export function callOutcomeMessage(
  call: Pick<Call, 'status' | 'initiatedBy' | 'doctor' | 'patient'>,
): string {
  return call.initiatedBy === 'doctor'
    ? deskCallStatusMessage(call.status, call.patient.name)
    : callStatusMessage(call.status, call.doctor.name);
}

// E-prescriptions written after a teleconsultation (Telemedicine Practice Guidelines 2020): medicines from
// the pharmacy catalogue, never Schedule X (the prohibited list); Schedule H and H1 (List A) only after a
// video consultation, over-the-counter medicines (List O) after an audio one. Carries the doctor's
// registration and 'via teleconsultation'.

/** Hours after a consultation during which its doctor may write the e-prescription. */
export const E_PRESCRIPTION_WINDOW_HOURS = 24;
export const E_PRESCRIPTION_MAX_ITEMS = 15;

export const EPrescriptionItemInput = z.strictObject({
  productId: Id,
  dose: z.string().trim().min(1, 'Write the dose, e.g. 1 tablet').max(60),
  frequency: z.string().trim().min(1, 'Write how often, e.g. 1-0-1 after food').max(60),
  durationDays: z.number().int().min(1, 'At least 1 day').max(365, 'At most 365 days'),
  instructions: z.string().trim().max(200).optional(),
  /** Packs to order; default 1. */
  quantity: z.number().int().min(1).max(20).optional(),
});
export type EPrescriptionItemInput = z.input<typeof EPrescriptionItemInput>;

const FollowUpDate = CalendarDate;

/** POST /api/v1/calls/:id/prescription. */
export const EPrescriptionRequest = z
  .strictObject({
    diagnosis: z.string().trim().max(300).optional(),
    items: z.array(EPrescriptionItemInput).max(E_PRESCRIPTION_MAX_ITEMS).default([]),
    advice: z.string().trim().max(2000).optional(),
    followUpDate: FollowUpDate.optional(),
    /** Lab tests or packages advised (ids from GET /api/v1/labs/testList). */
    labTestIds: z.array(Id).max(LAB_BOOKING_MAX_ITEMS).default([]),
  })
  .refine((p) => p.items.length > 0 || Boolean(p.advice) || p.labTestIds.length > 0, {
    message: 'Prescribe at least one medicine, advise a test or write your advice',
    path: ['items'],
  })
  .refine((p) => new Set(p.items.map((i) => i.productId)).size === p.items.length, {
    message: 'Each medicine may appear once',
    path: ['items'],
  })
  .refine((p) => new Set(p.labTestIds).size === p.labTestIds.length, {
    message: 'Each test may appear once',
    path: ['labTestIds'],
  });
export type EPrescriptionRequest = z.input<typeof EPrescriptionRequest>;

export const EPrescriptionItem = z.object({
  productId: z.string(),
  name: z.string(),
  saltComposition: z.string().nullable(),
  schedule: z.enum(['OTC', 'H', 'H1']),
  dose: z.string(),
  frequency: z.string(),
  durationDays: z.number().int(),
  instructions: z.string().nullable(),
  quantity: z.number().int(),
  /** For 'Order these medicines': today's catalogue entry (the server prices the order again). */
  product: z.object({
    pricePaise: z.number().int(),
    mrpPaise: z.number().int(),
    unit: z.string(),
    manufacturer: z.string(),
    image: z.string(),
    inStock: z.boolean(),
  }),
});
export type EPrescriptionItem = z.infer<typeof EPrescriptionItem>;

export const EPrescription = z.object({
  /** Also the id of the patient's prescription (GET /api/v1/bookings/getPrescriptions) an order attaches. */
  id: z.string(),
  callId: z.string(),
  callType: CallType,
  issuedAt: z.string(),
  viaTeleconsultation: z.literal(true),
  doctor: z.object({
    id: z.string(),
    name: z.string(),
    qualification: z.string(),
    registrationNumber: z.string(),
    registrationCouncil: z.string(),
  }),
  patient: z.object({ id: z.string(), name: z.string() }),
  diagnosis: z.string().nullable(),
  items: z.array(EPrescriptionItem),
  advice: z.string().nullable(),
  followUpDate: z.string().nullable(),
  /** Lab tests advised, as today's catalogue shows them ('Book these tests' adds them to the lab-test cart). */
  advisedTests: z.array(LabItemSummary),
  pdfUrl: z.string(),
});
export type EPrescription = z.infer<typeof EPrescription>;

export const FormularyQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 letters').max(100),
  callId: Id,
});

/** GET /api/v1/calls/formulary: medicines a doctor may pick for this call's e-prescription. */
export const FormularyMedicine = z.object({
  id: z.string(),
  name: z.string(),
  saltComposition: z.string().nullable(),
  strength: z.string().nullable(),
  form: z.string().nullable(),
  unit: z.string(),
  schedule: z.enum(['OTC', 'H', 'H1', 'X']),
  /** Whether this call may prescribe it, and why not. */
  allowed: z.boolean(),
  reason: z.string().nullable(),
});
export type FormularyMedicine = z.infer<typeof FormularyMedicine>;

/** Telemedicine drug lists: why a medicine cannot be prescribed on a call of this type, or null. */
export function teleconsultationRestriction(schedule: string, callType: CallType): string | null {
  if (schedule === 'X') return 'Schedule X medicines are on the prohibited list for teleconsultation.';
  if ((schedule === 'H' || schedule === 'H1') && callType !== 'video') {
    return 'Schedule H and H1 medicines (List A) need a video consultation.';
  }
  return null;
}
