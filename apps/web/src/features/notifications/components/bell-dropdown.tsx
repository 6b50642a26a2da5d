// The bell's dropdown (wide screens): the latest notifications, 'Mark all as read', 'See all' and the
// settings. Loaded on the bell's first use (live-bell.tsx).
import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { useInbox } from '../api/list-inbox.ts';
import { useMarkAllRead, useMarkRead } from '../api/mark-read.ts';
import { NotificationItem } from './notification-item.tsx';

const SHOWN = 6;

export default function BellDropdown({
  id,
  open,
  onClose,
  triggerRef,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  triggerRef: RefObject<HTMLElement | null>;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDismiss(open, onClose, panelRef, triggerRef);
  const inbox = useInbox();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = inbox.data?.pages[0]?.items.slice(0, SHOWN) ?? [];
  const anyUnread = inbox.data?.pages.some((p) => p.items.some((i) => i.readAt === null)) ?? false;

  return (
    <div
      ref={panelRef}
      id={id}
      hidden={!open}
      className="absolute right-0 z-40 mt-2 w-96 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">
          <Trans>Notifications</Trans>
        </h2>
        {anyUnread ? (
          <button
            type="button"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
            className="text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
          >
            <Trans>Mark all as read</Trans>
          </button>
        ) : null}
      </div>
      {inbox.isPending ? (
        <p className="px-4 py-6 text-sm text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : inbox.isError ? (
        <div role="alert" className="px-4 py-6 text-sm text-red-800">
          <Trans>Could not load your notifications. </Trans>
          <button type="button" onClick={() => void inbox.refetch()} className="font-semibold underline">
            <Trans>Try Again</Trans>
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600">
          <Trans>
            No notifications yet. Confirmations, reminders and updates about your bookings and orders will
            appear here.
          </Trans>
        </p>
      ) : (
        <ul className="max-h-[60vh] divide-y divide-slate-200 overflow-y-auto">
          {items.map((item) => (
            <li key={item.id}>
              <NotificationItem item={item} compact onRead={(itemId) => markRead.mutate(itemId)} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm">
        <Trans>
          <Link to={paths.notifications} className="font-semibold text-brand-700 hover:underline">
            See all
          </Link>
          <Link to={paths.notificationSettings} className="text-slate-700 hover:underline">
            Settings
          </Link>
        </Trans>
      </div>
    </div>
  );
}
