// The live bell (loaded by app/layouts/notification-bell.tsx for a signed-in person): the unread count,
// kept current by the notification socket (inbox-socket.ts), as a badge and in the control's name
// ('Notifications, 3 unread'). On a wide screen it opens a dropdown of the latest notifications (its code
// loads on first use); on a phone it is a link to the notifications page.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import QueryProvider from '../../../components/query-provider.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { bellLabel, type InboxPages, withNewItem } from '../inbox-cache.ts';
import { connectInboxSocket } from '../inbox-socket.ts';
import { BellGlyph } from './bell-badge.tsx';

const loadDropdown = () => import('./bell-dropdown.tsx');
const BellDropdown = lazy(loadDropdown);

// Without a display of its own: the link shows on phones (inline-flex md:hidden), the button on wide screens.
const boxClass = 'relative size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100';

function Bell() {
  const { t } = useLingui();
  const token = useAuthStore((s) => s.token);
  const client = useQueryClient();
  const unread = useUnreadCount().data ?? 0;
  const [announcement, setAnnouncement] = useState('');
  const [open, setOpen] = useState(false);
  // The dropdown's code loads on first use; it then stays mounted (hidden) so reopening is instant.
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the dropdown
  useEffect(() => setOpen(false), [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the socket stays open for the session; the page's language does not change while it is open
  useEffect(() => {
    if (!token) return;
    return connectInboxSocket(token, {
      onInbox: ({ item, unreadCount }) => {
        client.setQueryData(notificationKeys.unreadCount, unreadCount);
        client.setQueryData<InboxPages>(notificationKeys.inbox, (data) =>
          withNewItem(data, item, unreadCount),
        );
        setAnnouncement(t`New notification: ${item.title}`);
      },
      onResumed: () => {
        void client.invalidateQueries({ queryKey: notificationKeys.unreadCount });
        void client.invalidateQueries({ queryKey: notificationKeys.inbox });
      },
    });
  }, [token, client]);

  const label = bellLabel(unread);
  return (
    <div className="relative">
      <Link to={paths.notifications} aria-label={label} className={`${boxClass} inline-flex md:hidden`}>
        <BellGlyph unread={unread} />
      </Link>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void loadDropdown()}
        onClick={() => {
          setWanted(true);
          setOpen((v) => !v);
        }}
        className={`${boxClass} hidden md:inline-flex`}
      >
        <BellGlyph unread={unread} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <BellDropdown id={panelId} open={open} onClose={close} triggerRef={buttonRef} />
        </Suspense>
      ) : null}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}

export default function LiveBell() {
  return (
    <QueryProvider>
      <Bell />
    </QueryProvider>
  );
}
