// How a medicine is taken and how it is packed, read in Hindi. Both are English free text: a doctor types the
// dosing lines ('1 tablet', 'Once daily, morning', '1-0-1 after food', '30 days'; calls.ts
// EPrescriptionItemInput, prescriptions.ts PrescriptionItem), and the catalogue stores a product's pack as it
// prints it ('Strip of 15 tablets', 'Bottle of 100 ml', 'Kit with 10 strips'; products.unit, written by
// apps/api/src/db/seed/pharmacy-build.ts packLabel or typed in an admin's import). So they are read by pattern,
// with the Hindi beside each pattern: a known phrase, a count with its word in Hindi's plural forms, a '1-0-1'
// schedule, a container and what it holds. A part no pattern knows is the writer's own words.
//
// One module for every reader: the e-prescription PDF (apps/api/src/modules/calls/e-prescription-pdf.ts) and
// the web app's Hindi pages (apps/web/src/components/pharmacy/dosing-text.ts, pack-size.ts, which load it only
// on a Hindi page). dosing-hindi.test.ts checks that every pack the seed writes is known.

/** Whole dosing phrases, by their lower-case English. */
const PHRASES: Record<string, string> = {};
const phrase = (hindi: string, ...english: string[]) => {
  for (const e of english) PHRASES[e] = hindi;
};
phrase('दिन में एक बार', 'once daily', 'once a day', 'od');
phrase('दिन में दो बार', 'twice daily', 'twice a day', 'bd', 'bid');
phrase('दिन में तीन बार', 'thrice daily', 'three times daily', 'three times a day', 'tds', 'tid');
phrase('दिन में चार बार', 'four times daily', 'four times a day', 'qid');
phrase('हफ़्ते में एक बार', 'once a week', 'once weekly', 'weekly');
phrase('एक दिन छोड़कर', 'on alternate days', 'alternate days', 'every other day');
phrase('ज़रूरत होने पर', 'when needed', 'as needed', 'if needed', 'when required', 'sos');
phrase('सुबह', 'morning', 'in the morning');
phrase('दोपहर में', 'afternoon', 'in the afternoon');
phrase('शाम को', 'evening', 'in the evening');
phrase('रात में', 'night', 'at night');
phrase('सोते समय', 'at bedtime', 'bedtime');
phrase('खाने के बाद', 'after food', 'after meals', 'after a meal');
phrase('खाने से पहले', 'before food', 'before meals', 'before a meal');
phrase('खाने के साथ', 'with food', 'with meals');
phrase('खाली पेट', 'on an empty stomach', 'empty stomach');

/** What is counted, by the English word in the singular: [Hindi for one, Hindi for more]. */
const COUNTED: Record<string, readonly [string, string]> = {
  tablet: ['टैबलेट', 'टैबलेट'],
  capsule: ['कैप्सूल', 'कैप्सूल'],
  drop: ['बूंद', 'बूंदें'],
  puff: ['पफ़', 'पफ़'],
  sachet: ['सैशे', 'सैशे'],
  respule: ['रेस्प्यूल', 'रेस्प्यूल'],
  teaspoon: ['छोटा चम्मच', 'छोटे चम्मच'],
  day: ['दिन', 'दिन'],
  week: ['हफ़्ता', 'हफ़्ते'],
  month: ['महीना', 'महीने'],
  dose: ['डोज़', 'डोज़'],
  strip: ['स्ट्रिप', 'स्ट्रिप'],
  lancet: ['लैंसेट', 'लैंसेट'],
  pellet: ['पेलेट', 'पेलेट'],
  pad: ['पैड', 'पैड'],
  pant: ['पैंट', 'पैंट'],
  wipe: ['वाइप', 'वाइप्स'],
  lozenge: ['लॉज़ेंज', 'लॉज़ेंज'],
  kit: ['किट', 'किट'],
  unit: ['यूनिट', 'यूनिट'],
};

/** Measures keep the number as written (21.8 g). */
const MEASURES: Record<string, string> = { ml: 'मि.ली.', g: 'ग्राम', kg: 'कि.ग्रा.' };

/** A pack's container, given what it holds already in Hindi ('15 टैबलेट'). */
const CONTAINERS: Record<string, (amount: string) => string> = {
  Strip: (amount) => `${amount} की स्ट्रिप`,
  Bottle: (amount) => `${amount} की बोतल`,
  Box: (amount) => `${amount} का डिब्बा`,
  Tube: (amount) => `${amount} की ट्यूब`,
  Jar: (amount) => `${amount} का जार`,
  Tub: (amount) => `${amount} का टब`,
  Sachet: (amount) => `${amount} का सैशे`,
  Pack: (amount) => `${amount} का पैक`,
  Can: (amount) => `${amount} का कैन`,
  Bar: (amount) => `${amount} की टिकिया`,
  Inhaler: (amount) => `${amount} वाला इनहेलर`,
};

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const COUNT = new RegExp(`^${NUMBER} ([a-z]+)$`);
const HALF = /^(?:half|½) (tablet|capsule)$/;
const EVERY_HOURS = /^every (\d+) hours?$/;
const FOR = /^for (.+)$/;
/** '1-0-1' (morning, afternoon, night), with or without words after it. */
const SCHEDULE = /^(\d(?:-\d){2,3})(?: (.+))?$/;
const AND = /^(.+) and (.+)$/;
const IN_CONTAINER = /^([A-Z][a-z]+) of (.+)$/;
const KIT = /^Kit with (.+)$/;
const MULTIPACK = new RegExp(`^${NUMBER} x (.+)$`);

/** Hindi's plural rule (CLDR 'one': i = 0 or n = 1): 0, 1 and fractions below 1 take the 'one' form. */
function counted(n: string, [one, more]: readonly [string, string]): string {
  const value = Number(n);
  return `${n} ${Math.trunc(value) === 0 || value === 1 ? one : more}`;
}

/** '15 tablets', '100 ml', '1 kit' in Hindi; `whole`: a count must be a whole number (a dose is). */
function countHindi(text: string, whole: boolean): string | null {
  const found = COUNT.exec(text);
  if (!found) return null;
  const [, n = '', word = ''] = found;
  const measure = MEASURES[word];
  if (measure) return `${n} ${measure}`;
  const forms = COUNTED[word] ?? (word.endsWith('s') ? COUNTED[word.slice(0, -1)] : undefined);
  if (!forms || (whole && !Number.isInteger(Number(n)))) return null;
  return counted(n, forms);
}

/** One dosing part without commas in Hindi, or null when no pattern knows it. */
function dosingPart(english: string): string | null {
  const text = english.trim().toLowerCase();
  const known = PHRASES[text];
  if (known) return known;
  if (COUNT.test(text)) return countHindi(text, true);
  const half = HALF.exec(text);
  if (half) return half[1] === 'capsule' ? 'आधा कैप्सूल' : 'आधी टैबलेट';
  const hours = EVERY_HOURS.exec(text);
  if (hours) return Number(hours[1]) <= 1 ? 'हर घंटे' : `हर ${hours[1]} घंटे में`;
  const span = FOR.exec(text);
  if (span) {
    const inner = dosingPart(span[1] ?? '');
    return inner ? `${inner} तक` : null;
  }
  const schedule = SCHEDULE.exec(text);
  if (schedule) {
    const [, pattern = '', rest] = schedule;
    if (!rest) return pattern;
    const after = dosingPart(rest);
    return after ? `${pattern} ${after}` : null;
  }
  const both = AND.exec(text);
  if (both) {
    const first = dosingPart(both[1] ?? '');
    const second = dosingPart(both[2] ?? '');
    return first && second ? `${first} और ${second}` : null;
  }
  // 'Twice daily after food', '1 tablet at night': a known part followed by a known phrase.
  for (const [tail, hindi] of Object.entries(PHRASES)) {
    if (text.endsWith(` ${tail}`)) {
      const head = dosingPart(text.slice(0, -tail.length - 1));
      if (head) return `${head} ${hindi}`;
    }
  }
  return null;
}

/**
 * A dosing line (a dose, a frequency, a duration or an instruction) in Hindi: each comma-separated part in
 * Hindi where a pattern knows it, else as the doctor wrote it.
 */
export function dosingHindi(english: string): string {
  return english
    .split(',')
    .map((part) => dosingPart(part) ?? part.trim())
    .join(', ');
}

/** Whether every part of a dosing line is known (for tests of the seeded prescriptions). */
export function dosingKnown(english: string): boolean {
  return english.split(',').every((part) => dosingPart(part) !== null);
}

/** '15 tablets', '5 x 5 ml' (five bottles of 5 ml). */
function amountHindi(text: string): string | null {
  const multi = MULTIPACK.exec(text);
  if (multi) {
    const each = countHindi(multi[2] ?? '', false);
    return each ? `${multi[1]} x ${each}` : null;
  }
  return countHindi(text, false);
}

/** A pack in Hindi ('Strip of 15 tablets' → '15 टैबलेट की स्ट्रिप'), or null when no pattern knows it. */
export function packSizeHindi(pack: string): string | null {
  if (pack === 'Pair') return 'जोड़ी';
  const kit = KIT.exec(pack);
  if (kit) {
    const amount = amountHindi(kit[1] ?? '');
    return amount ? `${amount} वाली किट` : null;
  }
  const contained = IN_CONTAINER.exec(pack);
  if (contained) {
    const container = CONTAINERS[contained[1] ?? ''];
    const amount = container ? amountHindi(contained[2] ?? '') : null;
    return container && amount ? container(amount) : null;
  }
  return countHindi(pack, false);
}
