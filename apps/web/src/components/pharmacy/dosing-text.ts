// How to take a prescribed medicine, read in the page's language: the dose ('1 tablet'), how often and when
// ('Once daily, morning', '1-0-1 after food') and for how long ('30 days'). A doctor types these as free text
// (packages/contracts/src/calls.ts EPrescriptionItemInput; prescriptions.ts PrescriptionItem), so they are
// read here by pattern, part by part (parts are separated by commas): a known phrase, a count with its unit
// in Hindi plural forms, a '1-0-1' schedule with the time of food after it. A part no pattern knows is the
// doctor's own words and shows as written; an English page shows every part exactly as written.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { displayI18n } from '../../lib/i18n/display-locale.ts';

/** Whole phrases, by their lower-case English. */
const PHRASES: Record<string, MessageDescriptor> = {};
const phrase = (message: MessageDescriptor, ...english: string[]) => {
  for (const e of english) PHRASES[e] = message;
};
phrase(msg`Once daily`, 'once daily', 'once a day', 'od');
phrase(msg`Twice daily`, 'twice daily', 'twice a day', 'bd', 'bid');
phrase(msg`Thrice daily`, 'thrice daily', 'three times daily', 'three times a day', 'tds', 'tid');
phrase(msg`Four times daily`, 'four times daily', 'four times a day', 'qid');
phrase(msg`Once a week`, 'once a week', 'once weekly', 'weekly');
phrase(msg`On alternate days`, 'on alternate days', 'alternate days', 'every other day');
phrase(msg`When needed`, 'when needed', 'as needed', 'if needed', 'when required', 'sos');
phrase(msg`morning`, 'morning', 'in the morning');
phrase(msg`afternoon`, 'afternoon', 'in the afternoon');
phrase(msg`evening`, 'evening', 'in the evening');
phrase(msg`night`, 'night', 'at night');
phrase(msg`at bedtime`, 'at bedtime', 'bedtime');
phrase(msg`after food`, 'after food', 'after meals', 'after a meal');
phrase(msg`before food`, 'before food', 'before meals', 'before a meal');
phrase(msg`with food`, 'with food', 'with meals');
phrase(msg`on an empty stomach`, 'on an empty stomach', 'empty stomach');

/** A count and what is counted, by the English word in the singular. */
const COUNTED: Record<string, (n: number) => MessageDescriptor> = {
  tablet: (n) => msg`${plural(n, { one: '# tablet', other: '# tablets' })}`,
  capsule: (n) => msg`${plural(n, { one: '# capsule', other: '# capsules' })}`,
  drop: (n) => msg`${plural(n, { one: '# drop', other: '# drops' })}`,
  puff: (n) => msg`${plural(n, { one: '# puff', other: '# puffs' })}`,
  sachet: (n) => msg`${plural(n, { one: '# sachet', other: '# sachets' })}`,
  respule: (n) => msg`${plural(n, { one: '# respule', other: '# respules' })}`,
  teaspoon: (n) => msg`${plural(n, { one: '# teaspoon', other: '# teaspoons' })}`,
  day: (n) => msg`${plural(n, { one: '# day', other: '# days' })}`,
  week: (n) => msg`${plural(n, { one: '# week', other: '# weeks' })}`,
  month: (n) => msg`${plural(n, { one: '# month', other: '# months' })}`,
};
const ML = (n: string) => msg`${n} ml`;

const COUNT = /^(\d+(?:\.\d+)?) ([a-z]+)$/;
const HALF = /^(?:half|½) (tablet|capsule)$/;
const EVERY_HOURS = /^every (\d+) hours?$/;
const FOR = /^for (.+)$/;
/** '1-0-1' (morning, afternoon, night), with or without words after it. */
const SCHEDULE = /^(\d(?:-\d){2,3})(?: (.+))?$/;
const AND = /^(.+) and (.+)$/;

function singular(word: string): string {
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** One part without commas, in the page's language, or null when no pattern knows it. */
function partText(english: string, i18n: I18n): string | null {
  const text = english.trim().toLowerCase();
  const known = PHRASES[text];
  if (known) return i18n._(known);
  const count = COUNT.exec(text);
  if (count) {
    const [, n = '', word = ''] = count;
    if (word === 'ml') return i18n._(ML(n));
    const counted = COUNTED[singular(word)];
    return counted && Number.isInteger(Number(n)) ? i18n._(counted(Number(n))) : null;
  }
  const half = HALF.exec(text);
  if (half) return half[1] === 'capsule' ? i18n._(msg`Half a capsule`) : i18n._(msg`Half a tablet`);
  const hours = EVERY_HOURS.exec(text);
  if (hours) return i18n._(msg`${plural(Number(hours[1]), { one: 'Every hour', other: 'Every # hours' })}`);
  const span = FOR.exec(text);
  if (span) {
    const inner = partText(span[1] ?? '', i18n);
    return inner ? i18n._(msg`for ${inner}`) : null;
  }
  const schedule = SCHEDULE.exec(text);
  if (schedule) {
    const [, pattern = '', rest] = schedule;
    if (!rest) return pattern;
    const after = partText(rest, i18n);
    return after ? `${pattern} ${after}` : null;
  }
  const both = AND.exec(text);
  if (both) {
    const first = partText(both[1] ?? '', i18n);
    const second = partText(both[2] ?? '', i18n);
    return first && second ? i18n._(msg`${first} and ${second}`) : null;
  }
  // 'Twice daily after food', '1 tablet at night': a known phrase followed by a known one.
  for (const [tail, message] of Object.entries(PHRASES)) {
    if (text.endsWith(` ${tail}`)) {
      const head = partText(text.slice(0, -tail.length - 1), i18n);
      if (head) return `${head} ${i18n._(message)}`;
    }
  }
  return null;
}

/**
 * A dosing line (a dose, a frequency, a duration or an instruction) in the page's language: exactly as
 * written on an English page; on a Hindi page each comma-separated part in Hindi where a pattern knows it,
 * else as the doctor wrote it.
 */
export function dosingText(english: string, i18n: I18n = displayI18n()): string {
  if (i18n.locale === 'en') return english;
  return english
    .split(',')
    .map((part) => partText(part, i18n) ?? part.trim())
    .join(', ');
}

/** Whether every part of a dosing line is known (for tests of the seeded prescriptions). */
export function dosingKnown(english: string, i18n: I18n): boolean {
  return english.split(',').every((part) => partText(part, i18n) !== null);
}
