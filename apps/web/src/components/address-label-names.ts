// What a saved address is kept as (Home, Work, Other: ADDRESS_LABELS of packages/contracts/src/orders.ts, the
// values the API stores), in the page's language.
import type { AddressLabel } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { localizedLabels } from '../lib/i18n/localized-labels.ts';

export const ADDRESS_LABEL_NAMES = localizedLabels<AddressLabel>({
  Home: msg({ message: 'Home', context: 'an address kept as' }),
  Work: msg({ message: 'Work', context: 'an address kept as' }),
  Other: msg({ message: 'Other', context: 'an address kept as' }),
});
