// The inbox cache rules: a live item lands once on top, read marks, links kept inside the app, the bell's name.
import type { InboxItem } from '@arogya/contracts/notifications';
import { describe, expect, it } from 'vitest';
import {
  badgeText,
  bellLabel,
  type InboxPages,
  inAppLink,
  withAllRead,
  withItemRead,
  withNewItem,
} from './inbox-cache.ts';

const item = (id: string, readAt: string | null = null): InboxItem => ({
  id,
  kind: 'appointment_confirmed',
  title: `Item ${id}`,
  body: 'Body',
  link: `/appointments/${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt,
});

const pages = (): InboxPages => ({
  pages: [
    { items: [item('3'), item('2', '2026-11-20T11:00:00.000Z')], nextCursor: 'c1', unreadCount: 2 },
    { items: [item('1')], nextCursor: null, unreadCount: 2 },
  ],
  pageParams: [undefined, 'c1'],
});

describe('withNewItem', () => {
  it('puts a new item on top of the first page with the new count, once', () => {
    const once = withNewItem(pages(), item('4'), 3);
    expect(once?.pages[0]?.items.map((i) => i.id)).toEqual(['4', '3', '2']);
    expect(once?.pages[0]?.unreadCount).toBe(3);
    const twice = withNewItem(once, item('4'), 3);
    expect(twice?.pages[0]?.items.map((i) => i.id)).toEqual(['4', '3', '2']);
    expect(withNewItem(pages(), item('1'), 2)?.pages[0]?.items.map((i) => i.id)).toEqual(['3', '2']);
  });

  it('leaves an inbox not loaded yet alone', () => {
    expect(withNewItem(undefined, item('4'), 1)).toBeUndefined();
  });
});

describe('read marks', () => {
  it('marks one unread item read, and leaves a read one as it was', () => {
    const after = withItemRead(pages(), '1', '2026-11-21T00:00:00.000Z');
    expect(after?.pages[1]?.items[0]?.readAt).toBe('2026-11-21T00:00:00.000Z');
    const again = withItemRead(pages(), '2', '2026-11-21T00:00:00.000Z');
    expect(again?.pages[0]?.items[1]?.readAt).toBe('2026-11-20T11:00:00.000Z');
  });

  it('marks all read and zeroes the count', () => {
    const after = withAllRead(pages(), '2026-11-21T00:00:00.000Z');
    expect(after?.pages.flatMap((p) => p.items).every((i) => i.readAt !== null)).toBe(true);
    expect(after?.pages.map((p) => p.unreadCount)).toEqual([0, 0]);
  });
});

describe('links and the bell', () => {
  it('follows only paths inside the app', () => {
    expect(inAppLink('/appointments/42')).toBe('/appointments/42');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      null,
    ])
      expect(inAppLink(bad)).toBeNull();
  });

  it('names the bell with its count and caps the badge', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    // The server counts to 100 at most (UNREAD_COUNT_CAP): 100 means 100 or more.
    expect(bellLabel(99)).toBe('Notifications, 99 unread');
    expect(bellLabel(100)).toBe('Notifications, 99+ unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(12)).toBe('9+');
  });
});
