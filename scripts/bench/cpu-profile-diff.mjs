// Compares two servers' CPU profiles (`BENCH_OUTBOX_PROFILE=<dir> npm run bench -- --outbox`, which prints the
// window and the requests each side answered), thread by thread (the main thread, then PGlite's worker), per
// request: the functions whose time differs most, by their own time ('self'), by the time spent under them
// ('total'), and by the nearest named function ('named': WebAssembly functions pglite.wasm does not export have
// no name in a profile, so their time is put on the nearest caller it exports: PostgreSQL's ExecutorRun,
// XLogInsert...).
//
//   node scripts/bench/cpu-profile-diff.mjs <dir>/written <dir>/off --window <from>-<to> \
//     --requests <written's> <off's> [--top 30] [--under W:ExecutorRun]
//
// A sample's time is wall time while the thread ran or waited to run: on a loaded machine it overstates CPU,
// alike on both sides; the bench's CPU per request (from /proc) is the figure to quote, this says where.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/build-if-stale.mjs';

const args = process.argv.slice(2);
const option = (name, count = 1) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args.slice(i + 1, i + 1 + count);
};
const [dirA, dirB] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!dirA || !dirB) {
  console.error('usage: cpu-profile-diff.mjs <profiles A> <profiles B> [--window from-to] [--requests a b]');
  process.exit(2);
}
const [from, to] = (option('window')?.[0] ?? '0-Infinity').split('-').map(Number);
const [perA, perB] = (option('requests', 2) ?? ['1', '1']).map(Number);
const top = Number(option('top')?.[0] ?? 30);
const under = option('under')?.[0];

/** pglite.wasm's exported functions by index (the export section), for frames named wasm-function[i]. */
function wasmNames() {
  const file = path.join(ROOT, 'node_modules/@electric-sql/pglite/dist/pglite.wasm');
  const b = readFileSync(file);
  let p = 8;
  const leb = () => {
    let r = 0;
    let shift = 0;
    let x;
    do {
      x = b[p++];
      r |= (x & 0x7f) << shift;
      shift += 7;
    } while (x & 0x80);
    return r >>> 0;
  };
  const names = new Map();
  while (p < b.length) {
    const id = b[p++];
    const size = leb();
    const end = p + size;
    if (id === 7) {
      for (let n = leb(); n > 0; n--) {
        const length = leb();
        const name = b.subarray(p, p + length).toString();
        p += length;
        const kind = b[p++];
        const index = leb();
        if (kind === 0) names.set(index, name);
      }
    }
    p = end;
  }
  return names;
}
const wasm = wasmNames();

const nameOf = (frame) => {
  const m = /^wasm-function\[(\d+)\]$/.exec(frame.functionName);
  if (m) return wasm.has(Number(m[1])) ? `W:${wasm.get(Number(m[1]))}` : null;
  return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1)}:${frame.lineNumber + 1}`;
};

/** Per thread (profiles in file order: the main thread first), ms per request by function. */
function read(dir, requests) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort()
    .map((file) => {
      const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      const parent = new Map();
      for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
      const spent = new Map();
      let t = profile.startTime;
      for (let i = 0; i < profile.samples.length; i++) {
        t += profile.timeDeltas[i];
        if (t < from || t > to) continue;
        const id = profile.samples[i];
        spent.set(id, (spent.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
      }
      const self = new Map();
      const total = new Map();
      const named = new Map();
      const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
      for (const [id, us] of spent) {
        const ms = us / 1000 / requests;
        const stack = [];
        for (let node = byId.get(id); node; node = parent.get(node.id)) stack.push(node);
        const names = stack.map((node) => nameOf(node.callFrame));
        if (under && !names.includes(under)) continue;
        add(self, names[0] ?? `wasm ${stack[0].callFrame.functionName}`, ms);
        add(named, names.find(Boolean) ?? 'wasm', ms);
        for (const name of new Set(names.filter(Boolean))) add(total, name, ms);
      }
      return { file, self, total, named };
    });
}

const a = read(dirA, perA);
const b = read(dirB, perB);
for (let i = 0; i < Math.min(a.length, b.length); i++) {
  console.log(`thread ${i} (${a[i].file} against ${b[i].file}), ms per request: difference, A, B`);
  for (const kind of ['self', 'named', 'total']) {
    console.log(`  by ${kind}`);
    const keys = new Set([...a[i][kind].keys(), ...b[i][kind].keys()]);
    const rows = [...keys].map((k) => [k, a[i][kind].get(k) ?? 0, b[i][kind].get(k) ?? 0]);
    rows.sort((x, y) => Math.abs(y[1] - y[2]) - Math.abs(x[1] - x[2]));
    for (const [k, x, y] of rows.slice(0, top))
      console.log(
        `    ${(x - y).toFixed(3).padStart(8)} ${x.toFixed(3).padStart(8)} ${y.toFixed(3).padStart(8)}  ${k}`,
      );
  }
}
