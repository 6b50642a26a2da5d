// A consult-now request ringing the doctor (mounted by the staff and main layouts for doctors, loaded lazily,
// outside the pages' query provider: the desk's presence query is refreshed through the one shared client):
// the notification socket brings the offer with the patient's age, sex, problem and photos; it rings (the ring
// tone, and a browser notification while the tab is hidden) for the offer's 30 s with a countdown; Accept
// opens the call at once (the patient joins from their waiting screen), Pass sends it to the next doctor.
import type { ConsultOffer } from '@arogya/contracts/consult-now';
import { Trans, useLingui } from '@lingui/react/macro';
import ZapIcon from 'lucide-react/icons/zap';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { type ShownNotification, showCallNotification } from '../../../lib/call-alerts.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { connectCallNotifications } from '../../../lib/notifications-socket.ts';
import { queryClient as client } from '../../../lib/query-client.ts';
import { startRingTone } from '../../../lib/ring-tone.ts';
import { deskCallLink, videoCallState } from '../../../lib/video-call-link.ts';
import { acceptOffer } from '../api/accept-offer.ts';
import { deskKeys } from '../api/desk-keys.ts';
import { getConsultPhoto } from '../api/get-consult-photo.ts';
import { getPresence } from '../api/get-presence.ts';
import { passOffer } from '../api/pass-offer.ts';
import { sexLabel } from '../presence-text.ts';

function Photo({ requestId, photoId, n }: { requestId: string; photoId: string; n: number }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [isPdf, setIsPdf] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    getConsultPhoto(requestId, photoId)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setIsPdf(blob.type === 'application/pdf');
        setUrl(made);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [requestId, photoId]);
  if (!url) return <span className="block size-16 animate-pulse rounded-lg bg-slate-200" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      {isPdf ? (
        <span className="flex size-16 items-center justify-center rounded-lg bg-slate-100 text-xs font-semibold text-slate-700">
          <Trans>PDF {n}</Trans>
        </span>
      ) : (
        <img
          src={url}
          alt={t`Attachment ${n} from the patient`}
          className="size-16 rounded-lg object-cover"
        />
      )}
    </a>
  );
}

export function ConsultOfferRing() {
  const { t } = useLingui();
  const token = useAuthStore((s) => s.token);
  const [offer, setOffer] = useState<ConsultOffer | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState<'accept' | 'pass' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    // The offer ringing when the desk opens (a reload) is read once the socket listens.
    return connectCallNotifications(token, (message) => {
      if (message.type === 'listening') {
        getPresence()
          .then((p) => setOffer(p.offer))
          .catch(() => {});
      } else if (message.type === 'consult-offer') {
        setOffer(message.offer);
        void client.invalidateQueries({ queryKey: deskKeys.presence });
      } else if (message.type === 'consult-offer-ended') {
        setOffer((o) => (o?.requestId === message.requestId ? null : o));
        void client.invalidateQueries({ queryKey: deskKeys.presence });
      }
    });
  }, [token]);

  const ringing = offer?.requestId;
  const expiresAt = offer ? Date.parse(offer.expiresAt) : 0;
  useEffect(() => {
    if (!ringing) return;
    const tone = startRingTone();
    const tick = setInterval(() => setNow(Date.now()), 500);
    let shown: ShownNotification | null = null;
    let over = false;
    if (document.visibilityState === 'hidden') {
      void showCallNotification({
        title: t`Consult-now request`,
        body: t`A patient is waiting: accept within 30 seconds.`,
        tag: `consult-${ringing}`,
      }).then((n) => {
        if (over) n?.close();
        else shown = n;
      });
    }
    return () => {
      over = true;
      tone.stop();
      clearInterval(tick);
      shown?.close();
    };
  }, [ringing, t]);

  useEffect(() => {
    if (offer && now > expiresAt + 1500) setOffer(null);
  }, [offer, now, expiresAt]);

  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => setProblem(null), 6000);
    return () => clearTimeout(timer);
  }, [problem]);

  if (!offer) {
    return problem ? (
      <p
        role="alert"
        className="fixed right-4 bottom-4 left-4 z-50 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg sm:left-auto sm:max-w-sm"
      >
        {problem}
      </p>
    ) : null;
  }

  const left = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const accept = async () => {
    setPending('accept');
    try {
      const session = await acceptOffer(offer.requestId);
      setOffer(null);
      navigate(deskCallLink(session.call.doctor.id, session.call.patient.id, 'video'), {
        state: videoCallState({ consultationType: 'video', session }),
      });
    } catch (error) {
      setOffer(null);
      setProblem(errorMessage(error, t`This request could not be accepted.`));
    } finally {
      setPending(null);
      void client.invalidateQueries({ queryKey: deskKeys.presence });
    }
  };
  const pass = async () => {
    setPending('pass');
    try {
      await passOffer(offer.requestId);
    } catch {
      // Gone anyway (timed out, cancelled): nothing to tell.
    } finally {
      setOffer(null);
      setPending(null);
      void client.invalidateQueries({ queryKey: deskKeys.presence });
    }
  };

  return (
    <section
      aria-labelledby="consult-offer-title"
      data-testid="consult-offer"
      className="fixed right-4 bottom-4 left-4 z-50 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl border border-green-300 bg-white p-5 shadow-2xl sm:left-auto sm:w-96"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 animate-pulse items-center justify-center rounded-full bg-green-100 text-green-800 motion-reduce:animate-none">
          <ZapIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0" aria-live="assertive">
          <h2 id="consult-offer-title" className="text-sm font-semibold text-slate-600">
            <Trans>Consult now</Trans> · {localName({ name: offer.specialty, nameHi: offer.specialtyHi })}
          </h2>
          <p className="text-lg font-bold text-slate-900" data-testid="offer-patient">
            {sexLabel(offer.patientSex)}
            {offer.patientAge !== null ? `, ${t`${offer.patientAge} years`}` : ''}
          </p>
          <p className="text-sm text-slate-600 tabular-nums">
            <Trans>Accept within {left} s</Trans>
          </p>
        </div>
      </div>
      <p
        className="mt-3 max-h-40 overflow-y-auto whitespace-pre-line text-sm text-slate-900"
        data-testid="offer-problem"
      >
        {offer.problem}
      </p>
      {offer.photoIds.length > 0 ? (
        <ul className="mt-3 flex gap-2" aria-label={t`Photos from the patient`}>
          {offer.photoIds.map((id, i) => (
            <li key={id}>
              <Photo requestId={offer.requestId} photoId={id} n={i + 1} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={() => void pass()}
          disabled={pending !== null}
          className="rounded-lg border border-slate-400 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          <Trans>Pass</Trans>
        </button>
        <button
          type="button"
          onClick={() => void accept()}
          disabled={pending !== null}
          className="rounded-lg bg-green-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {pending === 'accept' ? t`Connecting...` : t`Accept`}
        </button>
      </div>
    </section>
  );
}

export default ConsultOfferRing;
