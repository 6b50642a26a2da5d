// The call screen's behaviour: the state machine of call-state.ts driven by the start, end and toggle actions
// and by the connection's room events. A patient's start validates (docs/screens.md#call-start-validation),
// asks the API whether the call can go ahead, takes the camera and microphone, initiates the call and joins
// its room, each step retried by the retry helper; a doctor arriving from 'Accept' joins the accepted call at
// once. Leaving the screen ends an active call.
import { CALL_MESSAGES, type CallSession, type CallStatus, type CallType } from '@arogya/contracts/calls';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { endCallRequest, renewCallToken } from './api/end-call.ts';
import { checkCall, initiateCall } from './api/initiate-call.ts';
import { callReducer, initialCallState } from './call-state.ts';
import {
  CALL_SCREEN_MESSAGES,
  type CallMessage,
  CallMessageError,
  callMessage,
  callOutcome,
} from './call-text.ts';
import { joinErrorMessage } from './join-error.ts';
import { CallConnection, type ConnectionEvents, newClientId } from './rtc/call-connection.ts';
import { isRetriable, withRetry } from './with-retry.ts';

export type UseCallOptions = {
  doctorId: string;
  consultationType: string | undefined;
  appointmentId?: string;
  reason?: string;
  /** The doctor's accepted call: joined at once instead of initiating. */
  session?: CallSession;
};

const LIVE: CallStatus[] = ['ringing', 'active'];

/**
 * docs/screens.md#call-start-validation: a receiver, a type, and the type video or audio (anything but video
 * is audio). Its errors say the contract's messages (CALL_MESSAGES) in English and carry their descriptors.
 */
export function validateCallStart(
  doctorId: string | undefined,
  consultationType: string | undefined,
): CallType {
  if (!doctorId?.trim()) throw contractError(CALL_MESSAGES.missingReceiver);
  if (!consultationType) throw contractError(CALL_MESSAGES.missingType);
  if (consultationType !== 'video' && consultationType !== 'audio')
    throw contractError(CALL_MESSAGES.invalidType);
  return consultationType === 'video' ? 'video' : 'audio';
}

const contractError = (text: string) => new CallMessageError(callMessage(text), text);

/** Why this browser cannot make a call, if it cannot. */
export function webRtcProblem(env: {
  RTCPeerConnection?: unknown;
  isSecureContext?: boolean;
  mediaDevices?: unknown;
}): MessageDescriptor | null {
  if (typeof env.RTCPeerConnection !== 'function') return callMessage(CALL_MESSAGES.noWebRtc);
  if (!env.mediaDevices) {
    return env.isSecureContext === false
      ? CALL_SCREEN_MESSAGES.needsHttps
      : callMessage(CALL_MESSAGES.noWebRtc);
  }
  return null;
}

async function takeMedia(type: CallType): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
      video: type === 'video' ? { width: { ideal: 1280 }, height: { ideal: 720 } } : false,
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotFoundError' || name === 'OverconstrainedError') {
      throw new CallMessageError(
        type === 'video' ? CALL_SCREEN_MESSAGES.noCameraOrMicrophone : CALL_SCREEN_MESSAGES.noMicrophone,
      );
    }
    throw contractError(CALL_MESSAGES.noMedia);
  }
}

function release(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

type CallDebug = { connection: CallConnection | null; state: unknown };
declare global {
  interface Window {
    __arogyaCall?: CallDebug;
  }
}

export function useCall(options: UseCallOptions) {
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [session, setSession] = useState<CallSession | null>(null);
  const connectionRef = useRef<CallConnection | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const clientId = useRef(newClientId()).current;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const releaseMedia = useCallback(() => {
    release(streamRef.current);
    streamRef.current = null;
    setLocalStream(null);
  }, []);

  const events: ConnectionEvents = {
    roomConnected: () => dispatch({ type: 'roomConnected' }),
    roomError: (message) => {
      connectionRef.current = null;
      releaseMedia();
      dispatch({ type: 'roomError', message });
    },
    roomDisconnected: () => dispatch({ type: 'roomDisconnected' }),
    reconnecting: (value) => dispatch({ type: 'reconnecting', value }),
    streamAdded: (clientId, stream) => dispatch({ type: 'streamAdded', clientId, stream }),
    streamRemoved: (clientId) => dispatch({ type: 'streamRemoved', clientId }),
    activeTalkers: (ids) => dispatch({ type: 'activeTalkers', ids }),
    userConnected: (clientId, name) => dispatch({ type: 'userConnected', clientId, name }),
    userDisconnected: (clientId) => dispatch({ type: 'userDisconnected', clientId }),
    peerMedia: (clientId, audio, video) => dispatch({ type: 'peerMedia', clientId, audio, video }),
    callStatus: (status, message) => {
      if (!LIVE.includes(status)) {
        connectionRef.current = null;
        releaseMedia();
      }
      dispatch({ type: 'callStatus', status, message });
    },
  };
  const eventsRef = useRef(events);
  eventsRef.current = events;

  /** Starts (or retries) the call; `appointmentId` names a consultation booked just now (consult now). */
  const start = useCallback(
    async (override?: { appointmentId?: string }) => {
      const opts = { ...optionsRef.current, ...override };
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const { signal } = controller;
      // From failed this is the retry; from ready, the start (the reducer ignores the other).
      dispatch({ type: 'retry' });
      dispatch({ type: 'start' });
      let current: CallSession | null = null;
      try {
        const type = validateCallStart(opts.doctorId, opts.session?.call.callType ?? opts.consultationType);
        const problem = webRtcProblem({
          RTCPeerConnection: window.RTCPeerConnection,
          isSecureContext: window.isSecureContext,
          mediaDevices: navigator.mediaDevices,
        });
        if (problem) throw new CallMessageError(problem);
        // Ask the API first: a doctor off duty or an appointment outside its window is told before the
        // browser asks for the camera and microphone. (A doctor joining an accepted call has no check.)
        if (!opts.session) {
          await withRetry(
            () => checkCall({ doctorId: opts.doctorId, callType: type, appointmentId: opts.appointmentId }),
            {
              retriable: isRetriable,
              signal,
              onAttempt: (attempt) => dispatch({ type: 'attempt', attempt }),
            },
          );
          if (signal.aborted) return;
        }
        const stream = await takeMedia(type);
        if (signal.aborted) return release(stream);
        streamRef.current = stream;
        setLocalStream(stream);

        current =
          opts.session ??
          (await withRetry(
            () =>
              initiateCall({
                doctorId: opts.doctorId,
                callType: type,
                appointmentId: opts.appointmentId,
                reason: opts.reason,
              }),
            {
              retriable: isRetriable,
              signal,
              onAttempt: (attempt) => dispatch({ type: 'attempt', attempt }),
            },
          ));
        const accepted = current;
        setSession(accepted);
        const connection = new CallConnection({
          session: accepted,
          localStream: stream,
          clientId,
          events: {
            roomConnected: () => eventsRef.current.roomConnected(),
            roomError: (m) => eventsRef.current.roomError(m),
            roomDisconnected: () => eventsRef.current.roomDisconnected(),
            reconnecting: (v) => eventsRef.current.reconnecting(v),
            streamAdded: (id, s) => eventsRef.current.streamAdded(id, s),
            streamRemoved: (id) => eventsRef.current.streamRemoved(id),
            activeTalkers: (ids) => eventsRef.current.activeTalkers(ids),
            userConnected: (id, n) => eventsRef.current.userConnected(id, n),
            userDisconnected: (id) => eventsRef.current.userDisconnected(id),
            peerMedia: (id, a, v) => eventsRef.current.peerMedia(id, a, v),
            callStatus: (s, m) => eventsRef.current.callStatus(s, m),
          },
          renew: () => renewCallToken(accepted.call.id),
          endByRequest: (failed) => endCallRequest(accepted.call.id, failed),
        });
        connectionRef.current = connection;
        window.__arogyaCall = { connection, state: null };
        await withRetry(() => connection.join(), {
          retriable: isRetriable,
          signal,
          onAttempt: (attempt) => dispatch({ type: 'attempt', attempt }),
        });
        if (signal.aborted) {
          connection.hangup();
          return;
        }
        dispatch({ type: 'joined' });
        dispatch({
          type: 'callStatus',
          status: accepted.call.status,
          message: callOutcome(accepted.call),
        });
      } catch (error) {
        connectionRef.current?.dispose();
        connectionRef.current = null;
        releaseMedia();
        // A call that rang but could not be joined is ended by whoever rang, so nobody is left ringing.
        if (current && current.role === current.call.initiatedBy)
          void endCallRequest(current.call.id, true).catch(() => {});
        if (signal.aborted) return;
        dispatch({ type: 'joinFailed', message: joinErrorMessage(error) });
      }
    },
    [clientId, releaseMedia],
  );

  const end = useCallback(
    (notice: CallMessage | null = CALL_SCREEN_MESSAGES.ended) => {
      abortRef.current?.abort();
      connectionRef.current?.hangup();
      connectionRef.current = null;
      releaseMedia();
      dispatch({ type: 'end', notice });
    },
    [releaseMedia],
  );

  const toggleMute = useCallback(() => {
    try {
      // Muted now: switch the microphone back on, and the other way round.
      connectionRef.current?.setMicrophone(stateRef.current.isMuted);
    } catch (error) {
      console.error('Could not switch the microphone', error);
    } finally {
      dispatch({ type: 'toggleMute' });
    }
  }, []);

  const toggleCamera = useCallback(() => {
    try {
      connectionRef.current?.setCamera(stateRef.current.isCameraOff);
    } catch (error) {
      console.error('Could not switch the camera', error);
    } finally {
      dispatch({ type: 'toggleCamera' });
    }
  }, []);

  // Leaving the screen (or the tab) ends an active call. The check is deferred so React's development
  // double mount does not hang up a call that is still on screen.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const onPageHide = () => connectionRef.current?.hangup();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', onPageHide);
      setTimeout(() => {
        if (mounted.current) return;
        abortRef.current?.abort();
        connectionRef.current?.hangup();
        connectionRef.current = null;
        release(streamRef.current);
        streamRef.current = null;
      }, 0);
    };
  }, []);

  useEffect(() => {
    if (window.__arogyaCall) window.__arogyaCall.state = state;
  }, [state]);

  return { state, localStream, session, start, end, toggleMute, toggleCamera };
}
