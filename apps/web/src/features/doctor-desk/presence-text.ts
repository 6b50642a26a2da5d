// What the desk says about consult now: the switch's state and why it went off (docs/screens.md#doctor-desk).

import type { DoctorPresence, PresenceOfflineReason } from '@arogya/contracts/consult-now';
import { msg } from '@lingui/core/macro';
import { localized, localizedLabels } from '../../lib/i18n/localized-labels.ts';

const OFFLINE = localizedLabels<PresenceOfflineReason>({
  manual: msg`You turned it off.`,
  socket: msg`It went off because this desk was closed or offline for 2 minutes.`,
  hours: msg`It went off at the end of your working hours.`,
  leave: msg`It went off because you are on leave today.`,
  missed: msg`It went off after two requests ran out unanswered. Turn it on when you are back at the desk.`,
});

export function presenceText(p: DoctorPresence): string {
  if (!p.available)
    return p.offlineReason
      ? OFFLINE[p.offlineReason]
      : localized(msg`Turn it on to take consult-now requests.`);
  switch (p.state) {
    case 'offered':
      return localized(msg`A request is ringing: accept it or pass it on.`);
    case 'busy':
      return localized(msg`You are in a consultation; the next request comes when it ends.`);
    case 'free':
      if (p.waiting > 0) {
        const waiting = p.waiting;
        return localized(msg`${waiting} waiting: a request will ring here in a moment.`);
      }
      return localized(msg`Waiting for requests: one rings here when a patient consults now.`);
    default:
      return localized(msg`Keep this desk open: requests ring only while it is.`);
  }
}

export function sexLabel(sex: 'male' | 'female' | 'other' | null): string {
  if (sex === 'male') return localized(msg`Male`);
  if (sex === 'female') return localized(msg`Female`);
  if (sex === 'other') return localized(msg`Other`);
  return localized(msg`Sex not given`);
}

/**
 * Why the switch cannot be turned on, in the page's language: the API words it in English
 * (apps/api/src/modules/consult-now/set-presence.ts), so its known sentences are read here as messages.
 */
export function cannotTurnOnText(reason: string): string {
  switch (reason) {
    case 'Your registration is being checked; you can take instant consultations once it is.':
      return localized(
        msg`Your registration is being checked; you can take instant consultations once it is.`,
      );
    case 'Instant consultations are video consultations: add video to your consultation types first.':
      return localized(
        msg`Instant consultations are video consultations: add video to your consultation types first.`,
      );
    case 'You can be available for instant consultations inside your working hours, when not on leave.':
      return localized(
        msg`You can be available for instant consultations inside your working hours, when not on leave.`,
      );
  }
  const specialty = /^Consult now is not offered for (.+) yet\.$/.exec(reason)?.[1];
  if (specialty) return localized(msg`Consult now is not offered for ${specialty} yet.`);
  return reason;
}
