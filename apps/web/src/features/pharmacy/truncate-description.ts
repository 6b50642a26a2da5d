// The product description's first DESCRIPTION_TRUNCATE_CHARS characters, with Read More when longer
// (docs/screens.md#product-details). Cuts at a word boundary where one is close, so no word is split in half.
import { DESCRIPTION_TRUNCATE_CHARS } from '@arogya/contracts/constants';

export function truncateDescription(
  text: string,
  limit = DESCRIPTION_TRUNCATE_CHARS,
): { text: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, truncated: false };
  const head = chars.slice(0, limit).join('');
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > limit * 0.8 ? head.slice(0, lastSpace) : head;
  return { text: `${cut.trimEnd()}…`, truncated: true };
}
