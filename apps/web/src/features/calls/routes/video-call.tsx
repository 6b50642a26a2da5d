// /video-call/:doctorId/:userId — the call screen (docs/screens.md#call-screen). A patient arrives from a
// doctor's page or My Appointments (doctor, consultationType, fromSpecialty in navigation state; the type
// also in ?type=), gives the teleconsultation consent once, and starts the call. A doctor arrives from
// 'Accept' with the accepted call in navigation state and joins it at once, as does a patient answering the
// ring of a booked consultation the doctor started from the desk (the doctor then arrives from the desk's
// 'Start call', waiting in the call while it rings). 'Leave' and 'Back' navigate back. Once a call is over,
// the doctor goes back to the desk, in its own layout: to the consultation's page (its e-prescription) after
// an answered call, to the desk itself otherwise.
// Where consultations are paid online, a call without an appointment is "consult now": Start books an
// instant consultation, pays it in Razorpay Checkout and then rings with it (docs/product-rules.md#payments).
import { TELECONSULTATION_CONSENT_POINTS } from '@arogya/contracts/calls';
import { formatInr } from '@arogya/contracts/constants';
import { can } from '@arogya/contracts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ConsentNotice } from '../../../components/consent-notice.tsx';
import { ToLogin } from '../../../components/to-login.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths, writeEPrescriptionPath } from '../../../config/paths.ts';
import { useMyHealthCard } from '../../../lib/api/health-card.ts';
import { useOnlinePaymentOffered } from '../../../lib/api/online-payment.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { readStoredToken, useAuthStore } from '../../../lib/auth/auth-store.ts';
import { bookingHref } from '../../../lib/booking-link.ts';
import { displayI18n } from '../../../lib/i18n/display-locale.ts';
import { payOnline, payProblem as payProblemOf } from '../../../lib/pay-online.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  type AfterCallState,
  readVideoCallState,
  type VideoCallDoctor,
  videoCallLink,
  videoCallState,
} from '../../../lib/video-call-link.ts';
import { bookInstantConsultation } from '../api/book-instant-consultation.ts';
import { getConsent, giveConsent } from '../api/end-call.ts';
import { getCallDoctor } from '../api/get-doctor.ts';
import { useOpenInstantConsultation } from '../api/list-appointments.ts';
import { CallFailed } from '../components/call-failed.tsx';
import { CallJoining } from '../components/call-joining.tsx';
import { CallReady } from '../components/call-ready.tsx';
import { InCall } from '../components/in-call.tsx';
import { JOIN_ERROR_MESSAGES } from '../join-error.ts';
import { useCall } from '../use-call.ts';

const TYPE_LABELS: Record<string, MessageDescriptor> = {
  video: msg`Video Consultation`,
  audio: msg`Audio Consultation`,
};

export default function VideoCallPage() {
  const { t, i18n } = useLingui();
  const { doctorId = '', userId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const nav = readVideoCallState(location.state, location.search);
  const user = useAuthStore((s) => s.user);
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const session = nav.session;
  const isDoctorSide = session?.role === 'doctor';
  const consultationType = session?.call.callType ?? nav.consultationType;
  const typeMessage = TYPE_LABELS[consultationType ?? ''];
  const typeLabel = typeMessage ? i18n._(typeMessage) : t`Consultation`;
  usePageTitle(typeLabel);

  const doctorQuery = useQuery({
    queryKey: ['calls', 'doctor', doctorId],
    queryFn: ({ signal }) => getCallDoctor(doctorId, signal),
    // Also for the fee of "consult now", so asked even when navigation state names the doctor.
    enabled: Boolean(doctorId) && !session,
    staleTime: 5 * 60_000,
  });
  const doctor: VideoCallDoctor | null = session
    ? {
        id: session.call.doctor.id,
        name: session.call.doctor.name,
        registrationNumber: session.call.doctor.registrationNumber,
        registrationCouncil: session.call.doctor.registrationCouncil,
        specialization: { name: session.call.doctor.specialty, nameHi: session.call.doctor.specialtyHi },
      }
    : (doctorQuery.data ?? nav.doctor ?? null);

  const isPatient = can(user, 'consultations:start') && !isDoctorSide;
  // A doctor's account on this screen: during a call (session) or after it (the session is forgotten).
  const doctorView =
    isDoctorSide || (can(user, 'consultations:conduct') && !can(user, 'consultations:start'));
  const consent = useQuery({
    queryKey: ['calls', 'consent', user?.id],
    queryFn: getConsent,
    enabled: signedIn && isPatient,
  });
  const [consentTicked, setConsentTicked] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [consentPending, setConsentPending] = useState(false);
  // "Consult now" where consultations are paid online: the instant consultation booked (and paid) here.
  const online = useOnlinePaymentOffered();
  const [instantId, setInstantId] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const feePaise = doctorQuery.data?.feePaise ?? 0;
  const maybeConsultNow =
    isPatient && !session && !nav.appointmentId && online.data === true && feePaise > 0 && !instantId;
  // A consult-now consultation with this doctor still open and paid is joined, not paid again; one still
  // awaiting payment is paid by Start (the server answers the same consultation).
  const open = useOpenInstantConsultation(doctorId, maybeConsultNow);
  const openPaid = open.data && open.data.paymentStatus !== 'awaiting_payment' ? open.data : null;
  const consultNow = maybeConsultNow && !openPaid;
  // A free video consultation of the patient's own health card covers it (the server decides when booking).
  const card = useMyHealthCard(consultNow);
  const freeLeft =
    consultationType === 'video' && card.data?.status === 'active'
      ? (card.data.people.find((p) => p.personKey === 'self')?.freeConsultationsLeft ?? 0)
      : 0;
  // What Start takes: the open consultation's amount still to pay, else the fee (nothing if the card pays).
  const payNow = !consultNow ? 0 : open.data ? open.data.payablePaise : freeLeft > 0 ? 0 : feePaise;

  const call = useCall({
    doctorId,
    consultationType,
    appointmentId: nav.appointmentId ?? instantId ?? openPaid?.id ?? undefined,
    reason: nav.reason,
    session,
  });
  const { state } = call;

  // The doctor joins the accepted call at once.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (session && !autoStarted.current) {
      autoStarted.current = true;
      void call.start();
    }
  }, [session, call.start]);

  // Once a call is over, what the screens show changes (the appointment may now be completed): every query
  // is asked again. The doctor goes back to the desk; a patient who answered the desk's ring forgets the
  // call's session, so Back and Forward do not try to join it again, and keeps its appointment, so Start
  // rings it again (refused, with the reason, once it is completed).
  const queryClient = useQueryClient();
  const over = state.phase === 'ready' && state.notice !== null;
  useEffect(() => {
    if (!over) return;
    void queryClient.invalidateQueries();
    if (!session || !state.notice) return;
    const answered = state.callStatus === 'active' || state.callStatus === 'completed';
    const after: AfterCallState = { callNotice: state.notice };
    if (isDoctorSide) {
      navigate(answered ? writeEPrescriptionPath(session.call.id) : paths.doctorDesk, {
        replace: true,
        state: after,
      });
      return;
    }
    navigate(
      { pathname: location.pathname, search: location.search },
      {
        replace: true,
        state: videoCallState({
          doctor: {
            id: session.call.doctor.id,
            name: session.call.doctor.name,
            registrationNumber: session.call.doctor.registrationNumber,
            registrationCouncil: session.call.doctor.registrationCouncil,
            specialization: { name: session.call.doctor.specialty, nameHi: session.call.doctor.specialtyHi },
          },
          consultationType: session.call.callType,
          appointmentId: session.call.appointmentId ?? undefined,
        }),
      },
    );
  }, [over, session, isDoctorSide, state.notice, state.callStatus, location, navigate, queryClient]);

  // Each state is a different screen: show it from its top (the ready screen may have been scrolled).
  const phase = state.phase;
  useEffect(() => {
    if (phase) window.scrollTo({ top: 0 });
  }, [phase]);

  const goBack = () => {
    if (location.key === 'default') navigate(doctorView ? paths.doctorDesk : paths.doctors);
    else navigate(-1);
  };

  // A visitor with no session at all logs in first and comes back here (the doctor's page links straight
  // to this screen, so that a click before hydration works for a signed-in patient).
  if (!signedIn && !session && readStoredToken() === null) {
    return <ToLogin />;
  }

  // A patient's own id belongs in the address; another id ('me' from a link rendered signed out) is
  // replaced by theirs (as the booking page does).
  if (user && isPatient && !session && userId !== user.id) {
    return (
      <Navigate
        replace
        to={videoCallLink(
          doctorId,
          user.id,
          consultationType === 'audio' ? 'audio' : consultationType === 'video' ? 'video' : undefined,
        )}
        state={location.state}
      />
    );
  }

  const onStart = async () => {
    setConsentError(null);
    if (consent.data && !consent.data.given) {
      setConsentPending(true);
      try {
        await giveConsent();
        await consent.refetch();
      } catch (error) {
        setConsentError(errorMessage(error, t`Your consent could not be saved. Please try again.`));
        return;
      } finally {
        setConsentPending(false);
      }
    }
    if (consultNow) {
      await payThenCall();
      return;
    }
    void call.start();
  };

  const payThenCall = async () => {
    setPayProblem(null);
    setPaying(true);
    try {
      const consultation = await bookInstantConsultation({
        doctorId,
        consultationType: consultationType === 'audio' ? 'audio' : 'video',
        reason: nav.reason,
      });
      if (consultation.paymentStatus === 'awaiting_payment') {
        const outcome = await payOnline('appointment', consultation.id);
        if (outcome.kind === 'pending') {
          setPayProblem(t`Your payment is being confirmed. Please press Start again in a moment.`);
          return;
        }
        const problem = payProblemOf(displayI18n(), outcome, 'appointment');
        if (problem) {
          setPayProblem(problem);
          return;
        }
      }
      setInstantId(consultation.id);
      void call.start({ appointmentId: consultation.id });
    } catch (error) {
      setPayProblem(errorMessage(error, t`The consultation could not be booked. Please try again.`));
    } finally {
      setPaying(false);
    }
  };

  const doctorName = doctor?.name ?? '';
  const payNowText = formatInr(payNow);
  const feeText = formatInr(feePaise);

  const leave = () => {
    if (state.phase === 'in-call' || state.phase === 'joining') call.end(null);
    void queryClient.invalidateQueries();
    goBack();
  };

  if (state.phase === 'in-call') {
    const active = call.session;
    const calledPatient = active?.call.patient.name ?? '';
    const calledDoctor = active?.call.doctor.name ?? doctor?.name ?? '';
    return (
      <InCall
        state={state}
        callType={(active?.call.callType ?? consultationType) === 'audio' ? 'audio' : 'video'}
        localStream={call.localStream}
        doctor={doctor}
        patient={
          isDoctorSide && active ? { name: active.call.patient.name, reason: active.call.reason } : null
        }
        statusText={
          state.callStatus !== 'ringing'
            ? null
            : active?.call.initiatedBy === 'doctor'
              ? t`Calling ${calledPatient}...`
              : t`Calling Dr. ${calledDoctor}...`
        }
        onLeave={leave}
        onEnd={() => call.end()}
        onToggleMute={call.toggleMute}
        onToggleCamera={call.toggleCamera}
      />
    );
  }

  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      {state.phase === 'joining' ? (
        <CallJoining typeLabel={typeLabel} attempt={state.attempt} />
      ) : state.phase === 'failed' ? (
        <CallFailed
          message={state.error ?? JOIN_ERROR_MESSAGES.fallback}
          onRetry={() => void call.start()}
          onBack={goBack}
          extraAction={
            isPatient && user ? (
              <Link to={bookingHref(doctorId, user.id)} className={buttonClass('secondary')}>
                <Trans>Book Appointment</Trans>
              </Link>
            ) : null
          }
        />
      ) : (
        <CallReady
          typeLabel={typeLabel}
          callType={consultationType}
          withName={
            doctorView
              ? (session?.call.patient.name ?? t`Your patient`)
              : doctor
                ? t`Dr. ${doctorName}`
                : t`Your doctor`
          }
          doctor={doctor}
          notice={state.notice}
          canStart={!doctorView && (!user || isPatient)}
          startBlocked={
            !signedIn ||
            consent.isPending ||
            (consent.data?.given === false && !consentTicked) ||
            // Whether this call is paid first is known before it can start.
            (isPatient &&
              !session &&
              !nav.appointmentId &&
              (online.isPending || doctorQuery.isPending || (maybeConsultNow && open.isPending)))
          }
          pending={consentPending || paying}
          startLabel={
            payNow > 0
              ? consultationType === 'audio'
                ? t`Pay ${payNowText} and start audio call`
                : t`Pay ${payNowText} and start video call`
              : undefined
          }
          pendingLabel={paying ? t`Waiting for payment...` : undefined}
          error={consentError ?? payProblem ?? (consent.isError ? errorMessage(consent.error) : null)}
          onStart={() => void onStart()}
          onBack={goBack}
        >
          {!signedIn ? (
            <p className="mt-5 text-sm text-slate-700">
              <Trans>
                <Link to={paths.login} state={{ from: location }} className={buttonClass('primary', 'sm')}>
                  Log in
                </Link>{' '}
                to start your consultation.
              </Trans>
            </p>
          ) : doctorView ? null : user && !isPatient ? (
            <p className="mt-5 text-sm text-slate-700">
              <Trans>Consultations are started from a patient account.</Trans>
            </p>
          ) : (
            <>
              {consultNow ? (
                <p className="mt-5 text-sm text-slate-700" data-testid="consult-now-fee">
                  {freeLeft > 0 ? (
                    <Trans>
                      Consultation fee <span className="font-semibold text-slate-900">{feeText}</span>:
                      covered by one of your Smart Health Card's free video consultations ({freeLeft} left).
                    </Trans>
                  ) : (
                    <Trans>
                      Consultation fee <span className="font-semibold text-slate-900">{feeText}</span>, paid
                      online before the call rings (UPI, cards, net banking or wallets). If the doctor does
                      not answer, cancel it in My Appointments for a full refund.
                    </Trans>
                  )}
                </p>
              ) : null}
              {consent.data && !consent.data.given ? (
                <ConsentNotice
                  points={
                    consent.data.points.length > 0
                      ? consent.data.points
                      : [...TELECONSULTATION_CONSENT_POINTS]
                  }
                  checked={consentTicked}
                  onChange={setConsentTicked}
                  callType={consultationType ?? 'video'}
                />
              ) : null}
            </>
          )}
        </CallReady>
      )}
    </div>
  );
}
