// One inbox item, for the bell's dropdown and the notifications page: its title (bold while unread, with a
// dot and 'Unread' for screen readers), its text and time. Opening it marks it read; an item without a link
// has a 'Mark as read' button instead.

import type { InboxItem } from '@arogya/contracts/notifications';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { inAppLink } from '../inbox-cache.ts';

export function NotificationItem({
  item,
  onRead,
  compact = false,
}: {
  item: InboxItem;
  onRead: (id: string) => void;
  compact?: boolean;
}) {
  const unread = item.readAt === null;
  const link = inAppLink(item.link);
  const body = (
    <>
      <span className="flex items-start gap-2">
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-brand-700' : 'bg-transparent'}`}
        />
        <span className="min-w-0 flex-1">
          <span className={`block text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
            {unread ? (
              <span className="sr-only">
                <Trans>Unread: </Trans>
              </span>
            ) : null}
            {item.title}
          </span>
          <span className={`mt-0.5 block text-sm text-slate-600 ${compact ? 'line-clamp-2' : ''}`}>
            {item.body}
          </span>
          <time dateTime={item.createdAt} className="mt-1 block text-xs text-slate-600">
            {formatDateTime(item.createdAt)}
          </time>
        </span>
      </span>
    </>
  );
  const tone = unread ? 'bg-brand-50/60' : 'bg-white';
  if (link) {
    return (
      <Link
        to={link}
        onClick={() => {
          if (unread) onRead(item.id);
        }}
        className={`block px-4 py-3 hover:bg-slate-100 focus-visible:bg-slate-100 ${tone}`}
      >
        {body}
      </Link>
    );
  }
  return (
    <div className={`px-4 py-3 ${tone}`}>
      {body}
      {unread ? (
        <button
          type="button"
          onClick={() => onRead(item.id)}
          className="mt-1 ml-4 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Trans>
            Mark as read<span className="sr-only">: {item.title}</span>
          </Trans>
        </button>
      ) : null}
    </div>
  );
}
