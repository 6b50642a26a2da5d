// The Smart Health Card's renewal reminder wherever the card's state shows (the home dashboard, the account
// menu), from HEALTH_CARD_RENEWAL_REMINDER_DAYS before its last day until a renewal is bought
// (docs/product-rules.md#family-members-and-the-health-card). The server decides `renewalDue`.

import type { HealthCard } from '@arogya/contracts/health-card';
import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { displayI18n } from '../lib/i18n/display-locale.ts';
import { formatMediumDate } from '../lib/india-time.ts';

export function renewalText(card: HealthCard): string | null {
  if (!card.renewalDue || !card.validTo || card.daysLeft === null) return null;
  const date = formatMediumDate(card.validTo);
  const left = card.daysLeft;
  return displayI18n()._(
    msg`Your Smart Health Card ends on ${date} (${plural(left, { one: '# day left', other: '# days left' })}).`,
  );
}

/** A banner with the renewal link; nothing when no renewal is due. */
export function HealthCardReminder({ card }: { card: HealthCard | null | undefined }) {
  const text = card ? renewalText(card) : null;
  if (!text) return null;
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Trans>
        <span>{text} Renew to keep your benefits without a break.</span>
        <Link to={paths.healthCard} className="font-semibold text-amber-950 underline underline-offset-2">
          Renew card
        </Link>
      </Trans>
    </p>
  );
}
