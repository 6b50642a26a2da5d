// The doctor page's ways to consult: 'Book Appointment' (the booking page), and 'Video Consultation' and
// 'Audio Consultation', which open the call screen with this doctor (a signed-out visitor logs in first and
// comes back: the call screen sends them). Both link to the real address whoever renders them, so a click on
// the server's HTML before hydration (rendered signed out) takes a signed-in patient to the call screen, not
// to /login ('me' in the address becomes their id there). When the doctor is on leave, 'Doctor on Leave'.

import type { CallType } from '@arogya/contracts/calls';
import type { DoctorDetail } from '@arogya/contracts/doctors';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PhoneIcon from 'lucide-react/icons/phone';
import { Link } from 'react-router';
import { VideoIcon } from '../../../components/doctors/care-icons.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { bookingHref } from '../../../lib/booking-link.ts';
import { videoCallLink, videoCallState } from '../../../lib/video-call-link.ts';

const CALL_LABELS: Record<CallType, MessageDescriptor> = {
  video: msg`Video Consultation`,
  audio: msg`Audio Consultation`,
};

function CallLink({ doctor, userId, type }: { doctor: DoctorDetail; userId: string | null; type: CallType }) {
  const { t } = useLingui();
  const Icon = type === 'video' ? VideoIcon : PhoneIcon;
  const href = videoCallLink(doctor.id, userId ?? 'me', type);
  const state = userId
    ? videoCallState({
        doctor: {
          id: doctor.id,
          name: doctor.name,
          registrationNumber: doctor.registrationNumber,
          registrationCouncil: doctor.registrationCouncil,
          specialization: doctor.doctorId.specialization,
        },
        consultationType: type,
        fromSpecialty: doctor.doctorId.specialization.id,
      })
    : undefined;
  return (
    <Link to={href} state={state} className={buttonClass('secondary')}>
      <Icon aria-hidden="true" className="size-4" />
      {t(CALL_LABELS[type])}
    </Link>
  );
}

export function ConsultationButtons({ doctor, userId }: { doctor: DoctorDetail; userId: string | null }) {
  const offersVideo = doctor.consultationTypes.includes('video');
  const offersAudio = doctor.consultationTypes.includes('audio');

  if (doctor.doctorId.onLeave) {
    return (
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" disabled className={buttonClass('primary')}>
          <Trans>Doctor on Leave</Trans>
        </button>
        <button type="button" disabled className={buttonClass('secondary')}>
          <VideoIcon aria-hidden="true" className="size-4" />
          <Trans>Doctor on Leave</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
      <Trans>
        <Link to={bookingHref(doctor.id, userId)} className={buttonClass('primary')}>
          Book Appointment
        </Link>
      </Trans>
      {offersVideo ? (
        <CallLink doctor={doctor} userId={userId} type="video" />
      ) : (
        <button type="button" disabled className={buttonClass('secondary')} aria-describedby="no-video">
          <VideoIcon aria-hidden="true" className="size-4" />
          <Trans>Video Consultation</Trans>
        </button>
      )}
      {offersAudio ? <CallLink doctor={doctor} userId={userId} type="audio" /> : null}
    </div>
  );
}
