// What the waiting screen says (docs/screens.md#consult-now): the place in the queue, an honest estimate
// (only what the server measured; never a made-up number), and when to ask 'keep waiting or cancel'.
import type { ConsultRequest } from '@arogya/contracts/consult-now';
import { msg, plural, selectOrdinal } from '@lingui/core/macro';
import { displayI18n } from '../../lib/i18n/display-locale.ts';
import { localName } from '../../lib/i18n/local-name.ts';

/** '3rd': an English ordinal (the messages below write theirs through ICU's selectordinal). */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${n}${suffix[n % 10] ?? 'th'}`;
}

export type WaitFacts = Pick<
  ConsultRequest,
  'status' | 'position' | 'doctorsAvailable' | 'doctorsFree' | 'estimateMinutes' | 'specialty'
>;

export function placeText(r: WaitFacts): string | null {
  if (r.position === null) return null;
  const i18n = displayI18n();
  if (r.position === 1) return i18n._(msg`You are next in the queue.`);
  const position = r.position;
  return i18n._(
    msg`You are ${selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} in the queue.`,
  );
}

export function estimateText(r: WaitFacts, refundClock: string | null): string {
  const i18n = displayI18n();
  const name = localName(r.specialty);
  if (r.status === 'offered') return i18n._(msg`A doctor is looking at your request now.`);
  if (r.doctorsAvailable === 0) {
    return refundClock
      ? i18n._(
          msg`No ${name} doctor is online right now. We keep looking until ${refundClock}; if nobody accepts, you are refunded in full.`,
        )
      : i18n._(
          msg`No ${name} doctor is online right now. We keep looking; if nobody accepts, you are refunded in full.`,
        );
  }
  if (r.estimateMinutes === 1) return i18n._(msg`A doctor should join you within a minute.`);
  const online = r.doctorsAvailable;
  const minutes = r.estimateMinutes;
  if (minutes !== null)
    return i18n._(
      msg`${plural(online, { one: '# doctor is online', other: '# doctors are online' })}, all in consultations. About ${minutes} minutes, from how long ${name} consultations take here.`,
    );
  return i18n._(
    msg`${plural(online, { one: '# doctor is online', other: '# doctors are online' })}, all in consultations. The wait depends on when one finishes.`,
  );
}

/** Whether the 'keep waiting or cancel' question is due. */
export function promptDue(r: Pick<ConsultRequest, 'promptAt' | 'status'>, now: number): boolean {
  return (
    (r.status === 'waiting' || r.status === 'offered') && r.promptAt !== null && Date.parse(r.promptAt) <= now
  );
}

/** 'm:ss' since the request joined the queue. */
export function elapsed(queuedAt: string | null, now: number): string | null {
  if (!queuedAt) return null;
  const seconds = Math.max(0, Math.floor((now - Date.parse(queuedAt)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
