// How the inbox's cached pages change when a notification arrives over the socket or is marked read, kept
// apart from React so each rule is tested on its own (inbox-cache.test.ts).

import { UNREAD_COUNT_CAP } from '@arogya/contracts/constants';
import type { InboxItem, InboxPage } from '@arogya/contracts/notifications';
import { msg } from '@lingui/core/macro';
import type { InfiniteData } from '@tanstack/react-query';
import { localized } from '../../lib/i18n/localized-labels.ts';

export type InboxPages = InfiniteData<InboxPage, string | undefined>;

/** A new item goes on top of the first page, once (the socket may repeat one after a reconnect). */
export function withNewItem(data: InboxPages | undefined, item: InboxItem, unreadCount: number) {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const known = data.pages.some((page) => page.items.some((i) => i.id === item.id));
  return {
    ...data,
    pages: [{ ...first, items: known ? first.items : [item, ...first.items], unreadCount }, ...rest],
  };
}

/** One item marked read at `readAt` (nothing changes for one already read). */
export function withItemRead(data: InboxPages | undefined, id: string, readAt: string) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((i) => (i.id === id && i.readAt === null ? { ...i, readAt } : i)),
    })),
  };
}

/** Every item marked read. */
export function withAllRead(data: InboxPages | undefined, readAt: string) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount: 0,
      items: page.items.map((i) => (i.readAt === null ? { ...i, readAt } : i)),
    })),
  };
}

/** Only a path inside the app is followed (never another site, never a protocol-relative '//host'). */
export function inAppLink(link: string | null): string | null {
  return link?.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 unread'. */
export function bellLabel(unread: number | undefined): string {
  if (!unread) return localized(msg`Notifications`);
  // The server counts no further than UNREAD_COUNT_CAP: at the cap it means that many or more.
  const count = unread >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(unread);
  return localized(msg`Notifications, ${count} unread`);
}

/** The badge: the number, or '9+' past nine. */
export function badgeText(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}
