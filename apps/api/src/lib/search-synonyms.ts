// Hindi and everyday words read as the catalogue's English before a search matches them
// (docs/product-rules.md#languages): 'बुखार', 'bukhar' → 'fever'; 'शुगर टेस्ट' → 'sugar test';
// 'पेरासिटामोल' → 'paracetamol'; a city or state typed in Hindi reads as its English name ('मुंबई' → 'Mumbai').
// The table (search_synonyms, a few hundred rows written by migrations) is
// read once per process into a map; a query is rewritten in memory, so a Hindi query runs exactly the
// statements its English words run (modules/search/QUERY-PLANS.md#hindi-and-everyday-words).
import { hindiPlaceSynonyms } from '@arogya/contracts/place-names';
import type { Db } from '../db/client.ts';
import { searchSynonyms } from '../db/schema/search.ts';

/** The longest phrase looked up, in words ('घुटने का दर्द' is three). */
const MAX_PHRASE_WORDS = 4;

export type SearchSynonyms = {
  /** The query with its known words and phrases replaced by what they mean; the query as typed when
   * nothing in it is known. */
  rewrite(q: string): Promise<string>;
};

/** Lower case, single spaces: how a query and the table's terms are compared. */
export function synonymKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The rewrite itself: the whole query first, then the longest known phrase at each word, left to right. */
export function rewriteWith(map: ReadonlyMap<string, string>, q: string): string {
  const key = synonymKey(q);
  if (!key) return q;
  const whole = map.get(key);
  if (whole) return whole;
  const words = key.split(' ');
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n > 0; n--) {
      const means = map.get(words.slice(i, i + n).join(' '));
      if (means) {
        out.push(means);
        matched = n;
        changed = true;
        break;
      }
    }
    if (matched === 0) {
      out.push(words[i] as string);
      matched = 1;
    }
    i += matched;
  }
  return changed ? out.join(' ') : q;
}

/** Cities and states typed in Hindi ('मुंबई' → 'Mumbai', contracts/place-names.ts); the table's own rows win. */
const PLACES = hindiPlaceSynonyms().map(([hindi, english]) => [synonymKey(hindi), english] as const);

export function createSearchSynonyms(db: Db): SearchSynonyms {
  let loaded: Promise<Map<string, string>> | null = null;
  const load = () => {
    loaded ??= db
      .select()
      .from(searchSynonyms)
      .then((rows) => new Map([...PLACES, ...rows.map((r) => [r.term, r.means] as const)]))
      .catch((error: unknown) => {
        // Read again next time: a query without its synonyms still searches its own words.
        loaded = null;
        throw error;
      });
    return loaded;
  };
  return {
    async rewrite(q) {
      return rewriteWith(await load(), q);
    },
  };
}
