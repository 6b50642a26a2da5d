// A product's pack as the catalogue prints it ('Strip of 15 tablets', 'Bottle of 100 ml', 'Kit with 10
// strips'), read in the page's language. The catalogue stores the pack as display text (products.unit,
// apps/api/src/db/schema/pharmacy.ts), written by packLabel (apps/api/src/db/seed/pharmacy-build.ts) or typed
// in an admin's import, so it is read here by pattern: a container, a count and what is counted, each with
// its Hindi (the count's word in Hindi plural forms). An English page shows the text exactly as stored; a pack
// no pattern knows shows as stored on a Hindi page too. pack-size.test.ts fails when a seeded pack is not
// matched, so a new container or unit gets its Hindi.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { displayI18n } from '../../lib/i18n/display-locale.ts';

/** What is counted, by its English word (singular and plural alike), given the count as written. */
const UNITS: Record<string, (n: string) => MessageDescriptor> = {
  tablet: (n) => msg`${plural(Number(n), { one: '# tablet', other: '# tablets' })}`,
  capsule: (n) => msg`${plural(Number(n), { one: '# capsule', other: '# capsules' })}`,
  dose: (n) => msg`${plural(Number(n), { one: '# dose', other: '# doses' })}`,
  strip: (n) => msg`${plural(Number(n), { one: '# strip', other: '# strips' })}`,
  lancet: (n) => msg`${plural(Number(n), { one: '# lancet', other: '# lancets' })}`,
  pellet: (n) => msg`${plural(Number(n), { one: '# pellet', other: '# pellets' })}`,
  respule: (n) => msg`${plural(Number(n), { one: '# respule', other: '# respules' })}`,
  pad: (n) => msg`${plural(Number(n), { one: '# pad', other: '# pads' })}`,
  pant: (n) => msg`${plural(Number(n), { one: '# pant', other: '# pants' })}`,
  wipe: (n) => msg`${plural(Number(n), { one: '# wipe', other: '# wipes' })}`,
  lozenge: (n) => msg`${plural(Number(n), { one: '# lozenge', other: '# lozenges' })}`,
  kit: (n) => msg`${plural(Number(n), { one: '# kit', other: '# kits' })}`,
  unit: (n) => msg`${plural(Number(n), { one: '# unit', other: '# units' })}`,
  // Measures keep the number as written (21.8 g).
  ml: (n) => msg`${n} ml`,
  g: (n) => msg`${n} g`,
  kg: (n) => msg`${n} kg`,
};

/** The container, given what it holds already in the page's language ('15 tablets'). */
const CONTAINERS: Record<string, (amount: string) => MessageDescriptor> = {
  Strip: (amount) => msg`Strip of ${amount}`,
  Bottle: (amount) => msg`Bottle of ${amount}`,
  Box: (amount) => msg`Box of ${amount}`,
  Tube: (amount) => msg`Tube of ${amount}`,
  Jar: (amount) => msg`Jar of ${amount}`,
  Tub: (amount) => msg`Tub of ${amount}`,
  Sachet: (amount) => msg`Sachet of ${amount}`,
  Pack: (amount) => msg`Pack of ${amount}`,
  Can: (amount) => msg`Can of ${amount}`,
  Bar: (amount) => msg`Bar of ${amount}`,
  Inhaler: (amount) => msg`Inhaler of ${amount}`,
};

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const COUNTED = new RegExp(`^${NUMBER} ([a-z]+)$`);
const IN_CONTAINER = /^([A-Z][a-z]+) of (.+)$/;
const KIT = /^Kit with (.+)$/;
const MULTIPACK = new RegExp(`^${NUMBER} x (.+)$`);

function unitIn(i18n: I18n, text: string): string | null {
  const found = COUNTED.exec(text);
  if (!found) return null;
  const [, n = '', word = ''] = found;
  const unit = UNITS[word] ?? (word.endsWith('s') ? UNITS[word.slice(0, -1)] : undefined);
  return unit ? i18n._(unit(n)) : null;
}

/** '15 tablets', '5 x 5 ml' (five bottles of 5 ml). */
function amountIn(i18n: I18n, text: string): string | null {
  const multi = MULTIPACK.exec(text);
  if (multi) {
    const [, count = '', one = ''] = multi;
    const each = unitIn(i18n, one);
    return each ? i18n._(msg`${count} x ${each}`) : null;
  }
  return unitIn(i18n, text);
}

/** The pack in the given language, or null when no pattern knows it. */
export function packSizeText(pack: string, i18n: I18n): string | null {
  if (pack === 'Pair') return i18n._(msg`Pair`);
  const kit = KIT.exec(pack);
  if (kit) {
    const amount = amountIn(i18n, kit[1] ?? '');
    return amount ? i18n._(msg`Kit with ${amount}`) : null;
  }
  const contained = IN_CONTAINER.exec(pack);
  if (contained) {
    const container = CONTAINERS[contained[1] ?? ''];
    const amount = container ? amountIn(i18n, contained[2] ?? '') : null;
    return container && amount ? i18n._(container(amount)) : null;
  }
  return unitIn(i18n, pack);
}

/** A pack as shown to a person: as stored on an English page, in Hindi on a Hindi page when known. */
export function packSize(pack: string, i18n: I18n = displayI18n()): string {
  if (i18n.locale === 'en') return pack;
  return packSizeText(pack, i18n) ?? pack;
}
