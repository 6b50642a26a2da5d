// /notifications: the in-app inbox, newest first, a page at a time ('Load more'); unread items stand out,
// opening one marks it read, and 'Mark all as read' clears the rest. New ones arrive live through the
// header's bell (live-bell.tsx), which shares this page's cache.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useInbox } from '../api/list-inbox.ts';
import { useMarkAllRead, useMarkRead } from '../api/mark-read.ts';
import { NotificationItem } from '../components/notification-item.tsx';

export default function NotificationsPage() {
  const { t } = useLingui();
  usePageTitle(t`Notifications`);
  const inbox = useInbox();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = inbox.data?.pages.flatMap((p) => p.items) ?? [];
  const anyUnread = items.some((i) => i.readAt === null) || (inbox.data?.pages[0]?.unreadCount ?? 0) > 0;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Notifications</Trans>
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <Trans>
            <Link
              to={paths.notificationSettings}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Notification settings
            </Link>
          </Trans>
          {anyUnread ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => markAll.mutate()}
              pending={markAll.isPending}
              pendingLabel={t`Marking...`}
            >
              <Trans>Mark all as read</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      {markAll.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {errorMessage(markAll.error, t`Could not mark them as read. Please try again.`)}
        </p>
      ) : null}

      <div className="mt-6">
        {inbox.isPending ? (
          <div className="space-y-3">
            <LoadingNote label={t`Loading your notifications...`} />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : inbox.isError ? (
          <ErrorState
            title={t`Could not load your notifications`}
            message={errorMessage(inbox.error)}
            onRetry={() => void inbox.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState title={t`No notifications yet`}>
            <Trans>
              Confirmations, reminders and updates about your appointments, lab tests and orders will appear
              here.
            </Trans>
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationItem item={item} onRead={(id) => markRead.mutate(id)} />
                </li>
              ))}
            </ul>
            {inbox.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void inbox.fetchNextPage()}
                  pending={inbox.isFetchingNextPage}
                  pendingLabel={t`Loading...`}
                >
                  <Trans>Load more</Trans>
                </Button>
              </div>
            ) : null}
            {inbox.isFetchNextPageError ? (
              <p role="alert" className="mt-3 text-center text-sm text-red-800">
                <Trans>Could not load more. Please try again.</Trans>
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
