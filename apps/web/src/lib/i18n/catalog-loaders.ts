// Where the compiled catalogs are: each src/locales/<name>/hi.po is a chunk of its own, compiled by
// @lingui/vite-plugin when imported. Loaded only on a Hindi page (catalogs.ts) and by the server. With them
// come the Hindi readings of dosing lines and packs (components/pharmacy/pack-size.ts), code, not messages.
import { dosingHindi, packSizeHindi } from '@arogya/contracts/dosing-hindi';
import type { I18n, Messages } from '@lingui/core';
import { setHindiReadings } from '../../components/pharmacy/pack-size.ts';
import type { CatalogName, MessageLocale } from './catalog-names.ts';

setHindiReadings({ dosingHindi, packSizeHindi });

type CatalogModule = { messages: Messages };
type Loaders = Record<string, () => Promise<CatalogModule>>;

const HINDI: Loaders = import.meta.glob<CatalogModule>('../../locales/*/hi.po');
// The pseudo-locale exists for the i18n check only (development and tests); a production build has none.
const PSEUDO: Loaders = import.meta.env.DEV
  ? import.meta.glob<CatalogModule>('../../locales/*/pseudo.po')
  : {};

function loadersOf(locale: MessageLocale): Loaders {
  if (locale === 'hi') return HINDI;
  if (locale === 'pseudo') return PSEUDO;
  return {};
}

const loaded = new Set<string>();

/**
 * The catalogs every page or the home page loads, which name no place: a Hindi page loads the Hindi place
 * names (place-name.ts) with the first catalog of a page beyond them, so the home page does without.
 */
const PLACELESS: ReadonlySet<CatalogName> = new Set([
  'app',
  'errors',
  'head',
  'home',
  'policies',
  'validation',
]);

/** Loads the named catalogs of the instance's active language into it, each once. */
export async function loadInto(i18n: I18n, names: readonly CatalogName[]): Promise<void> {
  const locale = i18n.locale as MessageLocale;
  const loaders = loadersOf(locale);
  const wanted = names.filter((name) => !loaded.has(`${locale}:${name}`));
  const places = locale === 'hi' && names.some((name) => !PLACELESS.has(name));
  const [modules] = await Promise.all([
    Promise.all(
      wanted.map(async (name) => ({ name, module: await loaders[`../../locales/${name}/${locale}.po`]?.() })),
    ),
    places ? import('./place-name.ts').then((m) => m.loadPlaceNames()) : null,
  ]);
  const messages: Messages = {};
  for (const { name, module } of modules) {
    if (!module) continue;
    Object.assign(messages, module.messages);
    loaded.add(`${locale}:${name}`);
  }
  if (Object.keys(messages).length > 0) i18n.load(locale, messages);
}

const everything = new Map<MessageLocale, Promise<Messages>>();

/** Every catalog of a language at once, for the server, which renders any page in either language. */
export function catalogsOf(locale: MessageLocale): Promise<Messages> {
  let pending = everything.get(locale);
  if (!pending) {
    const loaders = Object.values(loadersOf(locale));
    pending = Promise.all([
      Promise.all(loaders.map((load) => load())),
      locale === 'hi' ? import('./place-name.ts').then((m) => m.loadPlaceNames()) : null,
    ]).then(([modules]) => Object.assign({}, ...modules.map((m) => m.messages)));
    everything.set(locale, pending);
  }
  return pending;
}
