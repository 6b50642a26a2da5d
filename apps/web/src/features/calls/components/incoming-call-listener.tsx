// The calls ringing for the signed-in account, mounted by the main and staff layouts (loaded lazily, so
// visitors download none of it): the notifications socket, the ring tone, a browser notification while the
// tab is hidden (lib/call-alerts.ts), and a card with 'Accept' (opens the call screen, joined at once) and
// 'Decline'. A doctor is rung by patients; a patient by their doctor starting a booked consultation from the
// desk, which the patient answers once they have given the teleconsultation consent (asked on the card).
import { type Call, TELECONSULTATION_CONSENT_POINTS } from '@arogya/contracts/calls';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PhoneIcon from 'lucide-react/icons/phone';
import PhoneIncomingIcon from 'lucide-react/icons/phone-incoming';
import PhoneOffIcon from 'lucide-react/icons/phone-off';
import VideoIcon from 'lucide-react/icons/video';
import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConsentNotice } from '../../../components/consent-notice.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { type ShownNotification, showCallNotification } from '../../../lib/call-alerts.ts';
import { loadCatalogs } from '../../../lib/i18n/catalogs.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { connectCallNotifications } from '../../../lib/notifications-socket.ts';
import { startRingTone } from '../../../lib/ring-tone.ts';
import { deskCallLink, videoCallLink, videoCallState } from '../../../lib/video-call-link.ts';
import { acceptCall, declineCall } from '../api/answer-call.ts';
import { getConsent, giveConsent } from '../api/end-call.ts';
import { incomingCallsReducer } from '../incoming-calls.ts';

/** What the ring says, on the card's title and in the browser notification. */
export function ringText(call: Call): { title: string; body: string } {
  const video = call.callType === 'video';
  const doctor = call.doctor.name;
  const patient = call.patient.name;
  const reason = call.reason;
  if (call.initiatedBy === 'doctor') {
    return {
      title: localized(msg`Dr. ${doctor} is calling`),
      body: reason
        ? localized(
            video
              ? msg`Your video consultation (${reason}). Open Arogya to answer.`
              : msg`Your audio consultation (${reason}). Open Arogya to answer.`,
          )
        : localized(
            video
              ? msg`Your video consultation. Open Arogya to answer.`
              : msg`Your audio consultation. Open Arogya to answer.`,
          ),
    };
  }
  return {
    title: localized(
      video ? msg`Incoming video call from ${patient}` : msg`Incoming audio call from ${patient}`,
    ),
    body: reason ? localized(msg`Reason: ${reason}`) : localized(msg`No reason given`),
  };
}

export function IncomingCallListener() {
  const { t } = useLingui();
  const token = useAuthStore((s) => s.token);
  const userName = useAuthStore((s) => s.user?.name);
  const [ringing, dispatch] = useReducer(incomingCallsReducer, []);
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A patient rung by the desk answers with the consent given: null while not known.
  const [consentGiven, setConsentGiven] = useState<boolean | null>(null);
  const [consentTicked, setConsentTicked] = useState(false);
  const navigate = useNavigate();
  const current: Call | undefined = ringing[0];
  const fromDesk = current?.initiatedBy === 'doctor';

  // This module is loaded for every signed-in doctor and patient (app/layouts/doctor-incoming-calls.tsx):
  // its words come with it, before any call rings.
  useEffect(() => {
    void loadCatalogs(['calls']);
  }, []);

  useEffect(() => {
    if (!token) return;
    return connectCallNotifications(token, dispatch);
  }, [token]);

  const ringingId = current?.id;
  const ring = current ? ringText(current) : null;
  const ringTitle = ring?.title;
  const ringBody = ring?.body;
  useEffect(() => {
    if (!ringingId || !ringTitle) return;
    const tone = startRingTone();
    const title = document.title;
    document.title = ringTitle;
    const expiry = setInterval(() => dispatch({ type: 'expired', now: Date.now() }), 1000);
    // Seen while the tab is hidden: a browser notification, for as long as it rings.
    let shown: ShownNotification | null = null;
    let asked = false;
    let over = false;
    const notify = () => {
      if (asked || document.visibilityState !== 'hidden') return;
      asked = true;
      void showCallNotification({ title: ringTitle, body: ringBody ?? '', tag: `call-${ringingId}` }).then(
        (n) => {
          if (over) n?.close();
          else shown = n;
        },
      );
    };
    notify();
    document.addEventListener('visibilitychange', notify);
    return () => {
      over = true;
      tone.stop();
      clearInterval(expiry);
      document.removeEventListener('visibilitychange', notify);
      shown?.close();
      document.title = title;
    };
  }, [ringingId, ringTitle, ringBody]);

  useEffect(() => {
    setConsentTicked(false);
    if (!ringingId || !fromDesk) return;
    let live = true;
    getConsent()
      .then((c) => live && setConsentGiven(c.given))
      .catch(() => live && setConsentGiven(false));
    return () => {
      live = false;
    };
  }, [ringingId, fromDesk]);

  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => setProblem(null), 6000);
    return () => clearTimeout(timer);
  }, [problem]);

  const onAccept = async (call: Call) => {
    setPending('accept');
    setProblem(null);
    try {
      if (call.initiatedBy === 'doctor' && !consentGiven) {
        await giveConsent();
        setConsentGiven(true);
      }
      const session = await acceptCall(call.id);
      dispatch({ type: 'call-status', status: 'active', call: session.call, message: '' });
      // The doctor takes the call in the desk's layout; the patient on the call screen of the site.
      const link = session.role === 'doctor' ? deskCallLink : videoCallLink;
      navigate(link(call.doctor.id, call.patient.id, call.callType), {
        state: videoCallState({ consultationType: call.callType, session }),
      });
    } catch (error) {
      dispatch({ type: 'call-status', status: 'missed', call, message: '' });
      setProblem(errorMessage(error, t`This call could not be answered.`));
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

  if (!current || !ring) {
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
  const askConsent = fromDesk && consentGiven === false;
  const forSomeoneElse = fromDesk && userName && current.patient.name !== userName;
  return (
    <section
      aria-labelledby="incoming-call-title"
      data-testid="incoming-call"
      className="fixed right-4 bottom-4 left-4 z-50 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:left-auto sm:w-96"
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
            {current.callType === 'video' ? (
              <Trans>Incoming video call</Trans>
            ) : (
              <Trans>Incoming audio call</Trans>
            )}
          </h2>
          <p className="truncate text-lg font-bold text-slate-900" data-testid="incoming-patient">
            {fromDesk ? t`Dr. ${current.doctor.name}` : current.patient.name}
          </p>
          {fromDesk ? (
            <p className="text-sm text-slate-700" data-testid="incoming-reason">
              {localName({ name: current.doctor.specialty, nameHi: current.doctor.specialtyHi })} ·{' '}
              {current.callType === 'video'
                ? forSomeoneElse
                  ? t`your video consultation for ${current.patient.name}`
                  : t`your video consultation`
                : forSomeoneElse
                  ? t`your audio consultation for ${current.patient.name}`
                  : t`your audio consultation`}
            </p>
          ) : (
            <p className="text-sm text-slate-700" data-testid="incoming-reason">
              {current.reason ? t`Reason: ${current.reason}` : t`No reason given`}
            </p>
          )}
          {ringing.length > 1 ? (
            <p className="mt-1 text-xs text-slate-600">
              <Trans>{ringing.length - 1} more waiting</Trans>
            </p>
          ) : null}
        </div>
      </div>
      {askConsent ? (
        <ConsentNotice
          points={[...TELECONSULTATION_CONSENT_POINTS]}
          checked={consentTicked}
          onChange={setConsentTicked}
          callType={current.callType}
        />
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={() => void onDecline(current)}
          disabled={pending !== null}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-red-700 px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          <PhoneOffIcon aria-hidden="true" className="size-4" />
          <Trans>Decline</Trans>
        </button>
        <button
          type="button"
          onClick={() => void onAccept(current)}
          disabled={
            pending !== null || (fromDesk && (consentGiven === null || (askConsent && !consentTicked)))
          }
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-green-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          <PhoneIcon aria-hidden="true" className="size-4" />
          {pending === 'accept' ? t`Connecting...` : t`Accept`}
        </button>
      </div>
    </section>
  );
}

export default IncomingCallListener;
