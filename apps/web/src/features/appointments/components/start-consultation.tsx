// A booked video or audio appointment's way into the call screen: 'Start consultation' from ten minutes
// before its start until its end, and before that the time it opens.

import type { Appointment } from '@arogya/contracts/appointments';
import { Trans } from '@lingui/react/macro';
import ClockIcon from 'lucide-react/icons/clock';
import PhoneIcon from 'lucide-react/icons/phone';
import VideoIcon from 'lucide-react/icons/video';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { canStartAppointmentCall, videoCallLink, videoCallState } from '../../../lib/video-call-link.ts';
import { joinOpensText } from '../appointment-call.ts';

export function StartConsultation({
  appointment: a,
  userId,
  now,
}: {
  appointment: Appointment;
  userId: string;
  now: Date;
}) {
  if (a.consultationType !== 'video' && a.consultationType !== 'audio') return null;
  const type = a.consultationType;
  if (canStartAppointmentCall(a, now)) {
    const Icon = type === 'video' ? VideoIcon : PhoneIcon;
    return (
      <Link
        to={videoCallLink(a.doctor.id, userId, type)}
        state={videoCallState({
          doctor: {
            id: a.doctor.id,
            name: a.doctor.name,
            specialization: { name: a.doctor.specialty, nameHi: a.doctor.specialtyHi },
          },
          consultationType: type,
          appointmentId: a.id,
          reason: a.reason ?? undefined,
        })}
        className={buttonClass('primary', 'sm', 'w-full sm:w-auto')}
      >
        <Icon aria-hidden="true" className="size-4" />
        <Trans>Start consultation</Trans>
      </Link>
    );
  }
  const opens = joinOpensText(a, now);
  if (!opens) return null;
  return (
    <p className="flex w-full items-center gap-1.5 text-sm font-medium text-slate-700 sm:w-auto sm:self-center">
      <ClockIcon aria-hidden="true" className="size-4 text-slate-500" />
      {opens}
    </p>
  );
}
