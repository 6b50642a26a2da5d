// For a test that renders a page in Hindi: the browser's i18n instance switched to Hindi with the named
// catalogs in it (the same compiled src/locales/<name>/hi.po a Hindi page loads) and the Hindi readings of
// dosing lines and packs (components/pharmacy/pack-size.ts), and back to English after.
import { dosingHindi, packSizeHindi } from '@arogya/contracts/dosing-hindi';
import { i18n, type Messages } from '@lingui/core';
import { setHindiReadings } from '../../components/pharmacy/pack-size.ts';
import type { CatalogName } from './catalog-names.ts';
import { INTL_LOCALE } from './locales.ts';
import { loadPlaceNames } from './place-name.ts';

const HINDI = import.meta.glob<{ messages: Messages }>('../../locales/*/hi.po');

export async function inHindi(...names: CatalogName[]): Promise<void> {
  const [modules] = await Promise.all([
    Promise.all(['app', 'shared', ...names].map((name) => HINDI[`../../locales/${name}/hi.po`]?.())),
    loadPlaceNames(),
  ]);
  const messages: Messages = Object.assign({}, ...modules.map((m) => m?.messages ?? {}));
  setHindiReadings({ dosingHindi, packSizeHindi });
  i18n.loadAndActivate({ locale: 'hi', locales: [INTL_LOCALE.hi], messages });
}

export function backToEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', locales: [INTL_LOCALE.en], messages: {} });
}
