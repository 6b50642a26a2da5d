// The query keys of the notifications feature, in one place so the socket and the mutations update the
// same entries the bell and the pages read.
export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: ['notifications', 'inbox'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  preferences: ['notifications', 'preferences'] as const,
  pushKey: ['notifications', 'push-key'] as const,
};
