// An inbox row as the person sees it: its title and body from the kind's template (templates/).
import type { Language } from '@arogya/contracts/languages';
import type { InboxItem } from '@arogya/contracts/notifications';
import type { InboxRow } from './notifications.repository.ts';
import { renderInApp } from './templates/render-message.ts';

export function mapInboxItem(row: InboxRow, language: Language = 'en'): InboxItem {
  let text: { title: string; body: string };
  try {
    text = renderInApp({ ...row, language });
  } catch {
    // A template changed since the row was written and wants data it lacks: the title alone still says what.
    text = { title: renderTitle(row, language), body: '' };
  }
  return {
    id: String(row.id),
    kind: row.kind,
    title: text.title,
    body: text.body,
    link: row.link,
    createdAt: row.sentAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

function renderTitle(row: InboxRow, language: Language): string {
  try {
    return renderInApp({ ...row, data: {}, language }).title;
  } catch {
    return row.kind.replace(/_/g, ' ');
  }
}
