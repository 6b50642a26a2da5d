// Which calls are ringing on this doctor's desk, from the notifications socket: the ones ringing when it
// connected, each new one, and the end of each ring (answered here or elsewhere, declined, missed).
import type { Call, ServerNotificationMessage } from '@arogya/contracts/calls';

export function incomingCallsReducer(
  ringing: Call[],
  message: ServerNotificationMessage | { type: 'expired'; now: number },
): Call[] {
  switch (message.type) {
    case 'listening':
      return message.ringing.filter((c) => c.status === 'ringing');
    case 'incoming-call':
      return ringing.some((c) => c.id === message.call.id) ? ringing : [...ringing, message.call];
    case 'call-status':
      return message.status === 'ringing' ? ringing : ringing.filter((c) => c.id !== message.call.id);
    case 'expired': {
      const left = ringing.filter((c) => Date.parse(c.ringExpiresAt) > message.now);
      return left.length === ringing.length ? ringing : left;
    }
    default:
      return ringing;
  }
}
