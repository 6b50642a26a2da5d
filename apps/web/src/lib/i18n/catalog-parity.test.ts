// The languages hold the same messages (issue #33, "Tests"): for every catalog of lingui.config.ts, a message
// in one language's catalog is in the others' too, and every Hindi message has its Hindi text. A message
// added to the code reaches all the catalogs with `npm run i18n:extract`, its Hindi with a translator.
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const config = getConfig({
  configPath: fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url)),
  skipValidation: true,
});
const catalogs = await getCatalogs(config);

type Entry = { message?: string; translation?: string; obsolete?: boolean };
type Messages = Record<string, Entry>;

/** The messages of a catalog in a language, without those the last extraction left as obsolete. */
function live(messages: Messages | undefined): Messages {
  return Object.fromEntries(Object.entries(messages ?? {}).filter(([, entry]) => !entry.obsolete));
}

/** The messages of `a` not in `b`, each named by its id and its English. */
function missingFrom(a: Messages, b: Messages): string[] {
  return Object.keys(a)
    .filter((id) => !(id in b))
    .map((id) => named(id, a[id]));
}

function named(id: string, entry: Entry | undefined): string {
  return `${id} "${entry?.message ?? ''}"`;
}

describe('message catalogs', () => {
  it('lists every catalog of lingui.config.ts', () => {
    expect(catalogs.length).toBeGreaterThan(10);
    expect(config.locales).toEqual(expect.arrayContaining(['en', 'hi']));
  });

  // The catalogs a page loads are merged into one table of messages by id (its English and its context), so a
  // message written differently in two catalogs reads as whichever loaded last: the server holds every catalog
  // and the browser only the page's, and the page's words changed under React as it hydrated (a mismatch). A
  // message that means something else in one place takes a context (msg({ message, context })).
  it('gives a message one Hindi text in every catalog', async () => {
    const texts = new Map<string, Map<string, string[]>>();
    for (const catalog of catalogs) {
      const hi = live((await catalog.readAll()).hi as Messages);
      for (const [id, entry] of Object.entries(hi)) {
        const byText = texts.get(id) ?? new Map<string, string[]>();
        const text = entry.translation ?? '';
        byText.set(text, [...(byText.get(text) ?? []), catalog.name ?? catalog.path]);
        texts.set(id, byText);
      }
    }
    const differing = [...texts].flatMap(([id, byText]) =>
      byText.size > 1
        ? [`${id}: ${[...byText].map(([text, names]) => `"${text}" (${names.join(', ')})`).join(' / ')}`]
        : [],
    );
    expect(differing).toEqual([]);
  });

  describe.each(catalogs.map((catalog) => [catalog.name ?? catalog.path, catalog] as const))(
    '%s',
    (_, catalog) => {
      it('holds the same messages in every language, each with its Hindi', async () => {
        const all = await catalog.readAll();
        const en = live(all.en as Messages);
        const problems: string[] = [];
        for (const locale of config.locales.filter((l) => l !== 'en')) {
          const other = live(all[locale] as Messages);
          for (const id of missingFrom(en, other)) problems.push(`only in en, not in ${locale}: ${id}`);
          for (const id of missingFrom(other, en)) problems.push(`only in ${locale}, not in en: ${id}`);
        }
        const hi = live(all.hi as Messages);
        for (const [id, entry] of Object.entries(hi)) {
          if (!entry.translation?.trim()) problems.push(`no Hindi text: ${named(id, en[id] ?? entry)}`);
        }
        expect(problems).toEqual([]);
      });
    },
  );
});
