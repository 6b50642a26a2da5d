// A doctor's incoming calls, mounted by the main layout for doctors only (loaded lazily, so other visitors
// download none of it): the notifications socket, the ring tone, and a card with the patient's name and
// reason, 'Accept' (opens the call screen, joined at once) and 'Decline'.
import type { Call } from '@arogya/contracts/calls';
import PhoneIcon from 'lucide-react/icons/phone';
import PhoneIncomingIcon from 'lucide-react/icons/phone-incoming';
import PhoneOffIcon from 'lucide-react/icons/phone-off';
import VideoIcon from 'lucide-react/icons/video';
import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { videoCallLink, videoCallState } from '../../../lib/video-call-link.ts';
import { acceptCall, declineCall } from '../api/answer-call.ts';
import { incomingCallsReducer } from '../incoming-calls.ts';
import { connectCallNotifications } from '../notifications-client.ts';
import { startRingTone } from '../ring-tone.ts';

export function IncomingCallListener() {
  const token = useAuthStore((s) => s.token);
  const [ringing, dispatch] = useReducer(incomingCallsReducer, []);
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const current: Call | undefined = ringing[0];

  useEffect(() => {
    if (!token) return;
    return connectCallNotifications(token, dispatch);
  }, [token]);

  const ringingId = current?.id;
  const caller = current?.patient.name;
  useEffect(() => {
    if (!ringingId) return;
    const tone = startRingTone();
    const title = document.title;
    document.title = `Incoming call from ${caller}`;
    const expiry = setInterval(() => dispatch({ type: 'expired', now: Date.now() }), 1000);
    return () => {
      tone.stop();
      clearInterval(expiry);
      document.title = title;
    };
  }, [ringingId, caller]);

  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => setProblem(null), 6000);
    return () => clearTimeout(timer);
  }, [problem]);

  const onAccept = async (call: Call) => {
    setPending('accept');
    setProblem(null);
    try {
      const session = await acceptCall(call.id);
      dispatch({ type: 'call-status', status: 'active', call: session.call, message: '' });
      navigate(videoCallLink(call.doctor.id, call.patient.id, call.callType), {
        state: videoCallState({ consultationType: call.callType, session }),
      });
    } catch (error) {
      dispatch({ type: 'call-status', status: 'missed', call, message: '' });
      setProblem(errorMessage(error, 'This call could not be answered.'));
    } finally {
      setPending(null);
    }
  };

  const onDecline = async (call: Call) => {
    setPending('decline');
    try {
      await declineCall(call.id);
    } catch {
      // The call ended anyway (missed, cancelled); nothing to tell.
    } finally {
      dispatch({ type: 'call-status', status: 'declined', call, message: '' });
      setPending(null);
    }
  };

  if (!current) {
    return problem ? (
      <p
        role="alert"
        className="fixed right-4 bottom-4 left-4 z-50 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg sm:left-auto sm:max-w-sm"
      >
        {problem}
      </p>
    ) : null;
  }

  const TypeIcon = current.callType === 'video' ? VideoIcon : PhoneIcon;
  return (
    <section
      aria-labelledby="incoming-call-title"
      data-testid="incoming-call"
      className="fixed right-4 bottom-4 left-4 z-50 rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:left-auto sm:w-96"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 animate-pulse items-center justify-center rounded-full bg-green-100 text-green-800 motion-reduce:animate-none">
          <PhoneIncomingIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0" aria-live="assertive">
          <h2
            id="incoming-call-title"
            className="flex items-center gap-1.5 text-sm font-semibold text-slate-600"
          >
            <TypeIcon aria-hidden="true" className="size-4" />
            Incoming {current.callType} call
          </h2>
          <p className="truncate text-lg font-bold text-slate-900" data-testid="incoming-patient">
            {current.patient.name}
          </p>
          <p className="text-sm text-slate-700" data-testid="incoming-reason">
            {current.reason ? `Reason: ${current.reason}` : 'No reason given'}
          </p>
          {ringing.length > 1 ? (
            <p className="mt-1 text-xs text-slate-600">{ringing.length - 1} more waiting</p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={() => void onDecline(current)}
          disabled={pending !== null}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-red-700 px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          <PhoneOffIcon aria-hidden="true" className="size-4" />
          Decline
        </button>
        <button
          type="button"
          onClick={() => void onAccept(current)}
          disabled={pending !== null}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-green-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          <PhoneIcon aria-hidden="true" className="size-4" />
          {pending === 'accept' ? 'Connecting...' : 'Accept'}
        </button>
      </div>
    </section>
  );
}

export default IncomingCallListener;
