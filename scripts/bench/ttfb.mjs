// Time to first byte of server-rendered pages beside the client-rendered shell and the API answer the
// page needs, in the same run (docs/bench.md#server-rendered-pages): sequential requests, median and
// slowest of `count` after `warmups` that count for nothing. A server-rendered page is sent whole once
// rendered, so its first byte is its render time.
async function firstByte(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  return { ms: elapsed, status: response.status, rendered: response.headers.get('content-length') };
}

export async function measureFirstBytes(base, targets, { count = 21, warmups = 3 } = {}) {
  const results = [];
  for (const target of targets) {
    for (let i = 0; i < warmups; i++) await firstByte(base + target.path);
    const times = [];
    let status = 0;
    for (let i = 0; i < count; i++) {
      const answer = await firstByte(base + target.path);
      times.push(answer.ms);
      status = answer.status;
    }
    times.sort((a, b) => a - b);
    results.push({ ...target, status, median: times[Math.floor(times.length / 2)], max: times.at(-1) });
  }
  return results;
}

export function firstByteReport(results) {
  return results.map(
    (r) =>
      `${r.label.padEnd(44)} ${r.median.toFixed(1).padStart(7)} ms median, ${r.max.toFixed(1).padStart(7)} ms slowest (HTTP ${r.status})`,
  );
}
