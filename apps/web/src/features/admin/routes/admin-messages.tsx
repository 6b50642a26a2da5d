// /admin/messages (admins only): the message log (docs/product-rules.md#notifications): every message to
// every person on every channel, newest first, with how its delivery went: who, channel, template, status,
// the provider's reference, tries, the last error and its times. Filtered by status, channel, template,
// recipient and days (IST), the filter in the address so a view can be shared; a page at a time by cursor,
// the total counted to a cap. A dead letter can be sent again ('Retry'), and the row says what happened.

import { formatIndianNumber } from '@arogya/contracts/constants';
import {
  type AdminMessage,
  AdminMessagesQuery,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  NOTIFICATION_KINDS,
  OUTBOX_CHANNELS,
  type OutboxChannel,
} from '@arogya/contracts/notifications';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CHANNEL_NAMES } from '../../../components/notification-labels.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { localized, localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import toast from '../../../lib/toast.ts';
import { type MessageFilter, useMessages } from '../api/list-messages.ts';
import { useRetryMessage } from '../api/retry-message.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { KIND_NAMES } from '../notification-kinds.ts';

const FIELDS = ['status', 'channel', 'kind', 'to', 'from', 'until'] as const;

export const STATUS_LABELS = localizedLabels<DeliveryStatus>({
  pending: msg`Waiting to send`,
  held: msg`Held (quiet hours)`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  read: msg`Read`,
  failed: msg`Failed, trying again`,
  dead: msg`Dead letter`,
  dropped: msg`Dropped`,
});

const STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  pending: 'slate',
  held: 'amber',
  sending: 'blue',
  sent: 'blue',
  delivered: 'green',
  read: 'green',
  failed: 'amber',
  dead: 'red',
  dropped: 'slate',
};

/** The filter the address holds; a value the log does not know is left out rather than sent. */
export function filterOf(params: URLSearchParams): MessageFilter {
  const filter = Object.fromEntries(FIELDS.map((k) => [k, params.get(k)?.trim() ?? ''])) as MessageFilter;
  for (const k of FIELDS) {
    if (filter[k] && !AdminMessagesQuery.shape[k].safeParse(filter[k]).success) filter[k] = '';
  }
  return filter;
}

/** '12 messages', '1 message', or past the cap 'More than 1,000 messages'. */
export function totalText(total: { count: number; capped: boolean }): string {
  const count = formatIndianNumber(total.count);
  if (total.capped) return localized(msg`More than ${count} messages`);
  return total.count === 1 ? localized(msg`1 message`) : localized(msg`${count} messages`);
}

/** Who a message is for: the person's name, and the address it went to when it has one. */
export function recipientText(
  message: Pick<AdminMessage, 'recipientName' | 'recipientUserId' | 'to'>,
): string {
  const who = message.recipientName ?? message.recipientUserId ?? localized(msg`A removed account`);
  return message.to ? `${who} (${message.to})` : who;
}

function MessageRow({ message }: { message: AdminMessage }) {
  const { t } = useLingui();
  const retry = useRetryMessage();
  const channel = CHANNEL_NAMES[message.channel];
  const kind = KIND_NAMES[message.kind];
  const who = message.recipientName ?? t`the recipient`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{kind}</span>
          <Badge tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
        </p>
        {message.status === 'dead' ? (
          <Button
            size="sm"
            variant="secondary"
            pending={retry.isPending}
            pendingLabel={t`Retrying...`}
            aria-label={t`Retry ${kind} to ${who} by ${channel}`}
            onClick={() =>
              retry.mutate(message, {
                onSuccess: () => toast.success(t`${kind} to ${who} by ${channel}: queued to be sent again`),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            <Trans>Retry</Trans>
          </Button>
        ) : null}
      </div>
      {retry.isSuccess ? (
        <p role="status" className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-green-800">
          <Trans>
            Queued to be sent again: it goes out within seconds, with a fresh round of five tries. Its status
            here changes when you reload the log.
          </Trans>
        </p>
      ) : null}
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">
          <Trans>To</Trans>
        </dt>
        <dd className="wrap-anywhere text-slate-900">{recipientText(message)}</dd>
        <dt className="text-slate-600">
          <Trans>Channel</Trans>
        </dt>
        <dd className="text-slate-900">{channel}</dd>
        <dt className="text-slate-600">
          <Trans>Provider reference</Trans>
        </dt>
        <dd className="font-mono break-all text-slate-900">{message.providerRef ?? '—'}</dd>
        <dt className="text-slate-600">
          <Trans>Tries</Trans>
        </dt>
        <dd className="text-slate-900">{message.attempts}</dd>
        {message.lastError ? (
          <>
            <dt className="text-slate-600">
              <Trans>Error</Trans>
            </dt>
            <dd className="wrap-anywhere text-red-800">{message.lastError}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">
          <Trans>Times</Trans>
        </dt>
        <dd className="text-slate-900">
          {message.sentAt
            ? t`Written ${formatDateTime(message.createdAt)} · sent ${formatDateTime(message.sentAt)}`
            : t`Written ${formatDateTime(message.createdAt)} · due ${formatDateTime(message.dueAt)}`}
        </dd>
      </dl>
    </li>
  );
}

export default function AdminMessagesPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const applied = filterOf(params);
  const [draft, setDraft] = useState<MessageFilter>(applied);
  const [toError, setToError] = useState<string | undefined>();
  const log = useMessages(applied);
  const pages = log.data?.pages ?? [];
  const messages = pages.flatMap((p) => p.result.items);
  const total = pages[0]?.result.total;
  const filtered = FIELDS.some((k) => applied[k] !== '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const to = draft.to.trim();
    if (to && !AdminMessagesQuery.shape.to.safeParse(to).success) {
      setToError(t`Enter a user id, a mobile number or an e-mail address (at least 3 characters)`);
      return;
    }
    setToError(undefined);
    const next = new URLSearchParams();
    for (const k of FIELDS) if (draft[k].trim()) next.set(k, draft[k].trim());
    setParams(next);
  };
  const field = (k: keyof MessageFilter) => ({
    value: draft[k],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: event.target.value })),
  });

  return (
    <ConsoleShell
      title={t`Message log`}
      intro={t`Every message Arogya sent or tried to send, newest first, and how its delivery went. Days are in India time (IST).`}
    >
      <form
        onSubmit={apply}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={t`Filter the message log`}
      >
        <SelectField label={t`Status`} {...field('status')}>
          <option value="">{t`Any status`}</option>
          {DELIVERY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Channel`} {...field('channel')}>
          <option value="">{t`Any channel`}</option>
          {OUTBOX_CHANNELS.map((c: OutboxChannel) => (
            <option key={c} value={c}>
              {CHANNEL_NAMES[c]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Template`} {...field('kind')}>
          <option value="">{t`Any template`}</option>
          {NOTIFICATION_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_NAMES[k]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Recipient`}
          placeholder={t`E-mail, mobile or user id`}
          error={toError}
          {...field('to')}
        />
        <TextField label={t`From`} type="date" {...field('from')} />
        <TextField label={t`To`} type="date" min={draft.from || undefined} {...field('until')} />
        <div className="flex items-end gap-2">
          <Button type="submit">
            <Trans>Apply Filters</Trans>
          </Button>
          {filtered ? (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(filterOf(new URLSearchParams()));
                setToError(undefined);
                setParams(new URLSearchParams());
              }}
            >
              <Trans>Clear</Trans>
            </Button>
          ) : null}
        </div>
      </form>
      <h2 id="message-log-heading" className="sr-only">
        <Trans>Messages</Trans>
      </h2>
      <div className="mt-5" aria-busy={log.isFetching || undefined}>
        {log.isPending ? (
          <LoadingNote label={t`Loading the message log...`} />
        ) : log.isError ? (
          <ErrorState
            headingLevel={3}
            title={t`The message log could not be loaded`}
            message={errorMessage(log.error)}
            onRetry={() => void log.refetch()}
          />
        ) : messages.length === 0 ? (
          filtered ? (
            <EmptyState headingLevel={3} title={t`No messages match`}>
              <Trans>Widen the days or clear a filter.</Trans>
            </EmptyState>
          ) : (
            <EmptyState headingLevel={3} title={t`No messages yet`}>
              <Trans>Confirmations, reminders and staff alerts are listed here once Arogya sends them.</Trans>
            </EmptyState>
          )
        ) : (
          <>
            {total ? <p className="mb-3 text-sm text-slate-600">{totalText(total)}</p> : null}
            <ul aria-labelledby="message-log-heading" className="space-y-3">
              {messages.map((message) => (
                <MessageRow key={message.id} message={message} />
              ))}
            </ul>
            {log.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  pending={log.isFetchingNextPage}
                  pendingLabel={t`Loading...`}
                  onClick={() => void log.fetchNextPage()}
                >
                  <Trans>Load More</Trans>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </ConsoleShell>
  );
}
