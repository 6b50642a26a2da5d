// A product's badge (contracts/pharmacy.ts BADGES: the API's fixed words, 'Top Seller' or 'Special Offer') in the
// page's language, with its colour.
import type { Badge as BadgeName } from '@arogya/contracts/pharmacy';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import { localized } from '../../lib/i18n/localized-labels.ts';

const BADGE_TEXT: Record<BadgeName, MessageDescriptor> = {
  'Top Seller': msg`Top Seller`,
  'Special Offer': msg`Special Offer`,
};

export function badgeLabel(badge: BadgeName): string {
  const text = BADGE_TEXT[badge];
  return text ? localized(text) : badge;
}

export const badgeTone = (badge: BadgeName): BadgeTone => (badge === 'Top Seller' ? 'brand' : 'blue');
