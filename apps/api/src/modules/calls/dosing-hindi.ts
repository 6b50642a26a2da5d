// A dosing line the doctor typed in English ('1 tablet', '1-0-1 after food', 'Once daily, morning') as a
// Hindi reader of the e-prescription PDF reads it (e-prescription-pdf.ts). Read part by part (parts are
// separated by commas) with the same patterns and the same Hindi as the web app's
// apps/web/src/components/pharmacy/dosing-text.ts; a part no pattern knows is the doctor's own words and
// prints as written.

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
const COUNTED: Record<string, [string, string]> = {
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
};

const COUNT = /^(\d+(?:\.\d+)?) ([a-z]+)$/;
const HALF = /^(?:half|½) (tablet|capsule)$/;
const EVERY_HOURS = /^every (\d+) hours?$/;
const FOR = /^for (.+)$/;
const SCHEDULE = /^(\d(?:-\d){2,3})(?: (.+))?$/;
const AND = /^(.+) and (.+)$/;

/** Hindi's plural rule: 0 and 1 take the 'one' form. */
const counted = (n: number, [one, more]: [string, string]) => `${n} ${n <= 1 ? one : more}`;

function partHindi(english: string): string | null {
  const text = english.trim().toLowerCase();
  const known = PHRASES[text];
  if (known) return known;
  const count = COUNT.exec(text);
  if (count) {
    const [, n = '', word = ''] = count;
    if (word === 'ml') return `${n} मि.ली.`;
    const forms = COUNTED[word.endsWith('s') ? word.slice(0, -1) : word];
    return forms && Number.isInteger(Number(n)) ? counted(Number(n), forms) : null;
  }
  const half = HALF.exec(text);
  if (half) return half[1] === 'capsule' ? 'आधा कैप्सूल' : 'आधी टैबलेट';
  const hours = EVERY_HOURS.exec(text);
  if (hours) return Number(hours[1]) <= 1 ? 'हर घंटे' : `हर ${hours[1]} घंटे में`;
  const span = FOR.exec(text);
  if (span) {
    const inner = partHindi(span[1] ?? '');
    return inner ? `${inner} तक` : null;
  }
  const schedule = SCHEDULE.exec(text);
  if (schedule) {
    const [, pattern = '', rest] = schedule;
    if (!rest) return pattern;
    const after = partHindi(rest);
    return after ? `${pattern} ${after}` : null;
  }
  const both = AND.exec(text);
  if (both) {
    const first = partHindi(both[1] ?? '');
    const second = partHindi(both[2] ?? '');
    return first && second ? `${first} और ${second}` : null;
  }
  for (const [tail, hindi] of Object.entries(PHRASES)) {
    if (text.endsWith(` ${tail}`)) {
      const head = partHindi(text.slice(0, -tail.length - 1));
      if (head) return `${head} ${hindi}`;
    }
  }
  return null;
}

/** The line in Hindi where its parts are known, each unknown part as the doctor wrote it. */
export function dosingHindi(english: string): string {
  return english
    .split(',')
    .map((part) => partHindi(part) ?? part.trim())
    .join(', ');
}
