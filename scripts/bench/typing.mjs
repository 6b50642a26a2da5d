// The bench's typing round (docs/bench.md#search-suggestions): the one search's suggestions under the load
// of people typing into the header's box, not of 50 clients re-asking as soon as answered. An open loop:
// every request leaves at the time the typing schedule says, whether or not earlier ones were answered, so
// a slow answer cannot slow the load down (no coordinated omission), and each latency is counted from that
// scheduled time to the answer's last byte.
import http from 'node:http';

/** The header box's debounce (apps/web/src/features/search/components/search-combobox.tsx, SUGGEST_DELAY_MS). */
export const SUGGEST_DELAY_MS = 150;

// What people type into a health marketplace's one search box, as they type it: doctors by name, specialties
// and what people call them, symptoms, medicine brands with and without strength, salts, makers, lab tests
// and packages, and common misspellings of each. Distinct strings; many share their first letters, as real
// queries do, so short prefixes are asked again within seconds and long ones rarely.
// biome-ignore format: one kind per group of lines reads best
export const QUERIES = [
  // doctors by name (the seeded doctors' first names and surnames, with and without 'Dr')
  'dr suresh gowda', 'dr. neha sharma', 'dr rajesh', 'Dr Kulkarni', 'dr anjali verma', 'srinivas reddy',
  'dr meena iyer', 'dr sourav ghosh', 'dr hetal patel', 'dr pradnya apte', 'dr lakshmi rao', 'dr amit gupta',
  'dr priya', 'dr venkatesh', 'dr banerjee', 'dr shah', 'dr kavitha krishnan', 'dr rahul joshi',
  'dr chatterjee', 'dr nikhil patil', 'deepa hegde', 'dr arun', 'dr swati kapoor', 'dr mahesh naidu',
  'dr gaurav malhotra', 'dr sneha jadhav', 'dr ritu arora', 'dr karthik', 'dr moumita sen', 'dr mehul shah',
  // specialties and what people call them
  'cardiologist', 'heart specialist', 'dermatologist', 'skin doctor', 'skin specialist near me',
  'gynaecologist', 'gynecologist', 'child specialist', 'pediatrician', 'paediatrics', 'dentist',
  'ent', 'ent specialist', 'eye doctor', 'ophthalmologist', 'orthopaedic', 'orthopedic doctor',
  'bone doctor', 'psychiatrist', 'neurologist', 'gastroenterologist', 'pulmonologist', 'chest specialist',
  'endocrinologist', 'diabetologist', 'sugar doctor', 'nephrologist', 'kidney specialist', 'urologist',
  'oncologist', 'cancer specialist', 'rheumatologist', 'general physician', 'physician', 'family doctor',
  'general surgeon', 'physiotherapist', 'dietitian', 'nutritionist', 'psychologist', 'counsellor',
  'ayurveda', 'homeopathy', 'homoeopathic doctor', 'allergy specialist', 'geriatric', 'sexologist',
  // symptoms and conditions
  'fever', 'viral fever', 'cold and cough', 'dry cough', 'sore throat', 'headache', 'migraine', 'back pain',
  'knee pain', 'joint pain', 'neck pain', 'chest pain', 'stomach pain', 'acidity', 'gas problem',
  'loose motions', 'vomiting', 'constipation', 'hair fall', 'dandruff', 'acne', 'pimples', 'itching',
  'skin rash', 'fungal infection', 'eczema', 'psoriasis', 'irregular periods', 'period pain', 'pcos', 'pcod',
  'pregnancy', 'infertility', 'white discharge', 'high blood pressure', 'bp', 'diabetes', 'sugar',
  'thyroid', 'cholesterol', 'obesity', 'weight loss', 'anxiety', 'depression', 'insomnia', 'sleep problem',
  'breathlessness', 'asthma', 'allergy', 'sinus', 'ear pain', 'tooth pain', 'toothache', 'eye infection',
  'red eyes', 'dengue', 'malaria', 'typhoid', 'jaundice', 'kidney stone', 'urine infection', 'uti', 'piles',
  'fatigue', 'weakness', 'body ache', 'dizziness', 'palpitations', 'snoring',
  // medicine brands, as people type them
  'dolo 650', 'Dolo', 'dolo 500', 'calpol 500', 'crocin', 'pacimol 650', 'combiflam', 'brufen 400',
  'pan 40', 'pan d', 'pantocid dsr', 'omez', 'rablet 20', 'razo d', 'telma 40', 'telma h', 'telmikind',
  'amlong 5', 'stamlo 5', 'losar 50', 'glycomet 500', 'glycomet gp 1', 'glimestar m1', 'zoryl m2', 'jalra m',
  'istavel 100', 'thyronorm 50', 'thyronorm 25 mcg', 'eltroxin', 'thyrox 75', 'ecosprin 75', 'clopilet',
  'atorva 10', 'atorva 20', 'rosuvas 10', 'storvas 20', 'azithral 500', 'azee 500', 'augmentin 625',
  'augmentin duo', 'clavam 625', 'monocef o', 'taxim o 200', 'cifran 500', 'levoflox', 'allegra 120',
  'allegra 180', 'cetrizet', 'xyzal', 'levocet', 'montair lc', 'montek lc', 'telekast l', 'ascoril ls syrup',
  'asthalin inhaler', 'foracort 200', 'duolin respules', 'budamate', 'zerodol p', 'zerodol sp', 'hifenac p',
  'volini gel', 'voveran emulgel', 'nucoxia 90', 'ondem', 'emeset', 'vomikind', 'zentel', 'ivermectin 12',
  'forcan 150', 'fluconazole 150', 'niftran', 'urifast', 'orofer xt', 'fericip xt', 'folvite', 'nexito 10',
  'escitalopram 10', 'zolfresh', 'alprax 0.25', 'clonotril', 'lonazep', 'suminat', 'doxt sl', 'zifi 200',
  'refresh tears', 'ciplox eye drops', 'moxicip', 'zovirax', 'liv 52', 'shelcal 500', 'becosules',
  // salts
  'paracetamol', 'paracetamol 650', 'ibuprofen', 'aceclofenac paracetamol', 'diclofenac', 'metformin',
  'metformin 500', 'glimepiride', 'sitagliptin', 'vildagliptin', 'dapagliflozin', 'telmisartan',
  'amlodipine', 'losartan', 'metoprolol', 'atorvastatin', 'rosuvastatin', 'aspirin', 'clopidogrel',
  'levothyroxine', 'carbimazole', 'pantoprazole', 'omeprazole', 'rabeprazole', 'domperidone', 'ondansetron',
  'azithromycin', 'amoxicillin', 'amoxicillin clavulanic acid', 'cefixime', 'ciprofloxacin', 'doxycycline',
  'cetirizine', 'levocetirizine', 'fexofenadine', 'montelukast', 'salbutamol', 'budesonide', 'albendazole',
  'fluconazole', 'acyclovir', 'folic acid', 'ferrous ascorbate', 'vitamin d3', 'escitalopram', 'sertraline',
  // makers
  'cipla', 'sun pharma', 'mankind', 'abbott', 'intas', 'glenmark', 'lupin', 'dr reddys', 'alkem', 'torrent',
  'zydus', 'usv', 'micro labs', 'himalaya',
  // lab tests and packages
  'cbc', 'complete blood count', 'blood test', 'thyroid profile', 'thyroid test', 'tsh', 't3 t4 tsh',
  'hba1c', 'sugar test', 'fasting blood sugar', 'blood sugar pp', 'lipid profile', 'cholesterol test',
  'vitamin d', 'vitamin d test', 'vitamin b12', 'lft', 'liver function test', 'kft', 'kidney function test',
  'creatinine', 'uric acid', 'urine routine', 'urine culture', 'dengue ns1', 'dengue test', 'malaria test',
  'widal', 'typhoid test', 'crp', 'esr', 'iron studies', 'ferritin', 'haemoglobin', 'platelet count',
  'full body checkup', 'full body check up', 'health checkup', 'diabetes package', 'psa', 'beta hcg',
  'pregnancy test', 'amh test', 'prolactin', 'testosterone', 'calcium', 'electrolytes', 'sgpt', 'sgot',
  'hiv test', 'hepatitis b', 'hbsag', 'covid test', 'rt pcr', 'troponin', 'd dimer', 'ige', 'allergy test',
  'vitamin b12 and d', 'insulin fasting', 'pap smear', 'stool test',
  // misspellings, as typed
  'paracetmol', 'paracitamol', 'thyriod', 'thyroid profil', 'dermatoligist', 'dermotologist', 'gynacologist',
  'gyneacologist', 'cardiolagist', 'cardiologyst', 'opthalmologist', 'orthopedician', 'pediatrition',
  'neurologyst', 'psychatrist', 'vitamine d', 'vitamin b 12', 'azithromicin', 'azithromysin', 'metfromin',
  'metformine', 'pantaprazole', 'pentoprazole', 'cetrizine', 'amlodepine', 'telmisartn', 'atorvastin',
  'montelucast', 'ibuprufen', 'colesterol', 'diabetis', 'diabities', 'heamoglobin', 'hemoglobin',
  'lipid profle', 'creatnine', 'urine culter', 'ferittin', 'migrane', 'ashtma', 'dandruf', 'excema',
  'pimple', 'acidty', 'constipaton', 'hairfall', 'peroids', 'preganancy', 'dolo650', 'crosin', 'combiflem',
  'augmentine', 'alegra', 'ecospirin', 'glycomat', 'thyronom', 'montair lcc', 'full bodi checkup',
];

/** A small seeded random generator (mulberry32): the same seed gives the same typing. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The requests the header's box sends while `query` is typed, one key at a time.
 * @param {string} query          what is typed
 * @param {number[]} keyTimes     when each character is typed (ms), one per character, ascending
 * @param {number} delayMs        the box's debounce
 * @returns {{ at: number, q: string }[]} when each request leaves and for what text
 *
 * As the box does: it asks for the trimmed text, so a space typed changes nothing and sends nothing; each
 * change of the trimmed text restarts a timer of `delayMs`, and a request leaves when that timer runs out
 * before the next change. The text as finally typed is always asked.
 */
export function typedRequests(query, keyTimes, delayMs = SUGGEST_DELAY_MS) {
  const changes = [];
  let last = '';
  for (let i = 0; i < query.length; i++) {
    const text = query.slice(0, i + 1).trim();
    if (text !== last) changes.push({ at: keyTimes[i], q: text });
    last = text;
  }
  return changes
    .filter((c, i) => i === changes.length - 1 || changes[i + 1].at - c.at > delayMs)
    .map((c) => ({ at: c.at + delayMs, q: c.q }));
}

/** Time between two keys (ms): 80 ms at the fastest, 250 ms on average (about 40 words a minute, a quick
 * phone typist), now and then a pause of a second or more. */
export const keyInterval = (random) => Math.min(2000, 80 - Math.log(1 - random()) * 170);
/** Time between one query and the next (ms): reading the suggestions, tapping, clearing the box. */
export const thinkTime = (random) => 1000 + random() * 3000;

/**
 * What `people` typing for `seconds` send: each types queries from QUERIES, one after another with a pause
 * between, starting at a random moment of their first pause. The list is shuffled once and dealt out in turn
 * (person p types entries p, p + people, p + 2 people, ...), so no query is typed twice until the list
 * runs out; `typed` and `distinct` say whether it did.
 * @returns {{ requests: { at: number, q: string, person: number }[], typed: number, distinct: number }}
 */
export function typingSchedule({ people, seconds, seed = 1, queries = QUERIES, delayMs = SUGGEST_DELAY_MS }) {
  const random = seededRandom(seed);
  const order = [...queries];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const end = seconds * 1000;
  const requests = [];
  const typedTexts = [];
  for (let person = 0; person < people; person++) {
    let t = random() * thinkTime(random);
    for (let n = 0; t < end; n++) {
      const query = order[(person + n * people) % order.length];
      const keyTimes = [];
      for (let i = 0; i < query.length; i++) {
        t += keyInterval(random);
        keyTimes.push(t);
      }
      const sent = typedRequests(query, keyTimes, delayMs).filter((r) => r.at < end);
      if (sent.length > 0) typedTexts.push(query);
      for (const r of sent) requests.push({ ...r, person });
      t += delayMs + thinkTime(random);
    }
  }
  requests.sort((a, b) => a.at - b.at);
  return { requests, typed: typedTexts.length, distinct: new Set(typedTexts).size };
}

/** The p-th percentile (nearest rank) of ascending `sorted`; NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Latency percentiles of a round's requests, where a request not answered 200 (shed with 503, failed,
 * timed out) counts as slower than any answer: a suggestion that never came is not a fast one.
 */
export function summarise(results, seconds) {
  const latencies = results.map((r) => (r.status === 200 ? r.ms : Number.POSITIVE_INFINITY));
  latencies.sort((a, b) => a - b);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const lags = results.map((r) => r.lag).sort((a, b) => a - b);
  return {
    sent: results.length,
    offered: results.length / seconds,
    answered: (statuses[200] ?? 0) / seconds,
    statuses,
    cacheHits: results.filter((r) => r.cached).length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    lagP99: percentile(lags, 99),
  };
}

/** The box's request for a text (apps/web/src/features/search/api/get-suggestions.ts). */
const suggestionsPath = (q) => `/api/v1/search/suggestions?q=${encodeURIComponent(q)}`;
/** The control probe's request: health reads no database, so its latency is this machine's share. */
const HEALTH_PATH = '/api/v1/health';

/**
 * Sends `requests` (from typingSchedule; `probe: true` for a request to health instead) to `base` at their times. Each person has a browser's connection
 * pool (keep-alive, at most 6 connections to the host). Every request runs to its answer: the browser
 * would cancel one the next keystroke supersedes, so this is a little more load than people make.
 * @returns {Promise<{ results: { ms: number, lag: number, status: number|string, cached: boolean }[], cpu: number, wallMs: number }>}
 *   cpu: this process's CPU time over the round as a share of one core
 */
export async function runSchedule(base, requests, { timeoutMs = 5000 } = {}) {
  const url = new URL(base);
  const agents = new Map();
  const agentOf = (person) => {
    if (!agents.has(person)) agents.set(person, new http.Agent({ keepAlive: true, maxSockets: 6 }));
    return agents.get(person);
  };
  const results = [];
  const pending = [];
  const send = (r, scheduled) =>
    new Promise((resolve) => {
      const started = performance.now();
      const done = (status, cached) => {
        results.push({
          ms: performance.now() - scheduled,
          lag: started - scheduled,
          status,
          cached,
          probe: r.probe,
        });
        resolve();
      };
      const req = http.get(
        {
          host: url.hostname,
          port: url.port,
          path: r.probe ? HEALTH_PATH : suggestionsPath(r.q),
          agent: agentOf(r.person),
          timeout: timeoutMs,
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => done(res.statusCode, res.headers['x-cache'] === 'hit'));
          res.on('error', () => done('error', false));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (e) => done(e.message === 'timeout' ? 'timeout' : 'error', false));
    });

  const cpuFrom = process.cpuUsage();
  const start = performance.now();
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      while (next < requests.length && requests[next].at <= now) {
        pending.push(send(requests[next], start + requests[next].at));
        next += 1;
      }
      if (next === requests.length) return resolve();
      setTimeout(tick, Math.max(0, requests[next].at - (performance.now() - start)));
    };
    tick();
  });
  await Promise.all(pending);
  const wallMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuFrom);
  for (const agent of agents.values()) agent.destroy();
  return { results, cpu: (cpu.user + cpu.system) / 1000 / wallMs, wallMs };
}

const ms = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : 'unanswered');

/** One line for a round. */
export function roundLine(s) {
  const statuses = Object.entries(s.statuses)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return `offered ${s.offered.toFixed(0)} req/s, answered ${s.answered.toFixed(0)} req/s (${statuses}), cache hits ${((s.cacheHits / Math.max(1, s.sent)) * 100).toFixed(0)}%; p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, slowest ${ms(s.max)}`;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const TARGET_P99_MS = 50;

/** The server no longer keeps up: it answers less than 95% of what is offered, or sheds. */
export const saturated = (s) => s.answered < 0.95 * s.offered || (s.statuses[503] ?? 0) > 0;

/** Where the p99 passes the target in a step search (steps in rising rate), and where the server saturates. */
export function capacityLine(steps, targetMs) {
  const over = steps.findIndex((s) => s.p99 >= targetMs);
  const stays = steps.findIndex((_, i) => steps.slice(i).every((s) => s.p99 >= targetMs));
  const full = steps.find(saturated);
  const rate = (s) => `${s.offered.toFixed(0)} req/s`;
  const parts = [
    over === -1
      ? `p99 under ${targetMs} ms at every step, up to ${rate(steps.at(-1))} offered`
      : `p99 first ${targetMs} ms or more at ${rate(steps[over])} offered${over > 0 ? ` (under it at ${rate(steps[over - 1])})` : ' (the first step)'}${stays > over ? `, and at every step from ${rate(steps[stays])}` : ''}`,
    full
      ? `saturated at ${rate(full)} offered (answered ${full.answered.toFixed(0)} req/s)`
      : 'not saturated',
  ];
  return `capacity, cache off: ${parts.join('; ')}`;
}

/**
 * The whole typing round: the suggestions with the catalogue cache on (as deployed) and off, `people` typing
 * for `seconds` each, then, cache off, more and more people until the p99 passes 50 ms (the capacity).
 * @param {object} o
 * @param {string} o.base                         the server's address
 * @param {(env: object) => Promise<number>} o.startServer  starts the built server on the bench's seeded data folder with these extra env vars; its pid
 * @param {() => Promise<void>} o.stopServer
 * @param {(pid: number) => { all: number, main: number }} o.serverCpu  CPU seconds a process has used (all threads, main thread)
 * @param {number} o.seconds                      length of each measured round
 * @param {number} o.people
 * @param {number} [o.stepSeconds]                length of each step of the capacity search
 * @param {(line: string) => void} [o.log]        progress
 * @returns {Promise<string[]>} the report's lines
 */
export async function typingBench({
  base,
  startServer,
  stopServer,
  serverCpu,
  seconds,
  people,
  stepSeconds = 10,
  log = () => {},
}) {
  const { loadavg } = await import('node:os');
  const lines = [];
  // Health asked every 100 ms through the same round, by a client of its own: if health is slow too, the
  // time went to this machine (other work on its two cores), not to the suggestions.
  const measure = async (pid, schedule, length) => {
    const probes = Array.from({ length: length * 10 }, (_, i) => ({
      at: i * 100,
      q: '',
      person: -1,
      probe: true,
    }));
    const requests = [...schedule.requests, ...probes].sort((a, b) => a.at - b.at);
    const cpuFrom = serverCpu(pid);
    const run = await runSchedule(base, requests);
    const s = summarise(
      run.results.filter((r) => !r.probe),
      length,
    );
    s.health = summarise(
      run.results.filter((r) => r.probe),
      length,
    );
    s.generatorCpu = run.cpu;
    const cpuTo = serverCpu(pid);
    s.serverCpu = (cpuTo.all - cpuFrom.all) / (run.wallMs / 1000);
    s.serverMainCpu = (cpuTo.main - cpuFrom.main) / (run.wallMs / 1000);
    s.load = loadavg()[0];
    return s;
  };
  const detail = (s) =>
    `    load generator ${(s.generatorCpu * 100).toFixed(0)}% of a core, requests left at most ${ms(s.lagP99)} late (p99); server ${(s.serverCpu * 100).toFixed(0)}% of a core (HTTP thread ${(s.serverMainCpu * 100).toFixed(0)}%, database and other threads ${((s.serverCpu - s.serverMainCpu) * 100).toFixed(0)}%); load average ${s.load.toFixed(1)}; health asked 10 times a second meanwhile: p50 ${ms(s.health.p50)}, p99 ${ms(s.health.p99)}`;
  // Health's p99 beside each verdict: a miss while health, which reads no database, was slow too is this
  // machine's busy minute, not the route's cost.
  const verdict = (s) =>
    `p99 ${ms(s.p99)} (target under ${TARGET_P99_MS} ms): ${s.p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (health's p99 ${ms(s.health.p99)} in the same seconds)`;

  const schedule = typingSchedule({ people, seconds, seed: 1 });
  const warmUp = typingSchedule({ people, seconds: 5, seed: 99 });
  lines.push(
    `typing round: ${people} people typing for ${seconds} s, open loop (each request leaves when its keystroke's ${SUGGEST_DELAY_MS} ms debounce runs out, answered or not), ${schedule.requests.length} requests for ${schedule.typed} queries typed (${schedule.distinct} distinct) from a list of ${QUERIES.length}; latency from the scheduled send to the last byte, a request not answered 200 counted as slowest`,
  );

  let cacheOn;
  let cacheOff;
  for (const [label, env] of [
    ['catalogue cache on (as deployed)', {}],
    ['catalogue cache off', { RESPONSE_CACHE_TTL_MS: '0' }],
  ]) {
    const pid = await startServer(env);
    log(`typing round, ${label}`);
    await runSchedule(base, warmUp.requests);
    // The warm-up's answers leave the cache (5 s) before the round starts.
    await sleep(6000);
    const s = await measure(pid, schedule, seconds);
    lines.push(`  ${label}: ${roundLine(s)}`, detail(s), `    ${verdict(s)}`);
    if (env.RESPONSE_CACHE_TTL_MS) cacheOff = s;
    else cacheOn = s;

    if (env.RESPONSE_CACHE_TTL_MS) {
      // Capacity, cache off: more people typing the same way, step by step, until the server no longer keeps
      // up (answers under 95% of what is offered, or any shed) or 1,000 req/s.
      const perPerson = s.offered / people;
      lines.push(
        `  capacity, cache off (${stepSeconds} s a step, more people typing alike; ${perPerson.toFixed(2)} req/s a person):`,
      );
      const steps = [];
      for (let rate = 100; rate <= 1000; rate += rate < 600 ? 100 : 200) {
        const crowd = Math.max(1, Math.round(rate / perPerson));
        log(`typing capacity step ${rate} req/s (${crowd} people)`);
        const step = await measure(
          pid,
          typingSchedule({ people: crowd, seconds: stepSeconds, seed: rate }),
          stepSeconds,
        );
        steps.push(step);
        lines.push(`    ${String(crowd).padStart(4)} people: ${roundLine(step)}`, `    ${detail(step)}`);
        if (saturated(step)) break;
        await sleep(2000);
      }
      lines.push(`  ${capacityLine(steps, TARGET_P99_MS)}`);
    }
    await stopServer();
  }
  lines.push(
    `suggestions while ${people} people type: cache on ${verdict(cacheOn)}; cache off ${verdict(cacheOff)}`,
  );
  return lines;
}
