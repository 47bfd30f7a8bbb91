// npm run bench: throughput and p50/p95 latency of the enquiry function for valid enquiries, run
// under Deno against a throwaway PGlite (the local backend) with e-mails written to a temp outbox.
// Loopback only, a bounded number of requests. Writes bench/function.md and bench/function.json.
// Not a test: numbers depend on the machine and its load.
//   BENCH_REQUESTS (default 400), BENCH_CONCURRENCY (default 8), BENCH_PORT (default 3490)
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalBackend } from './local-backend.mjs';

const total = Number(process.env.BENCH_REQUESTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const warmup = 20;
const port = Number(process.env.BENCH_PORT ?? 3490);

const work = mkdtempSync(join(tmpdir(), 'fyrtorn-bench-'));
const backend = await startLocalBackend({
  port,
  dataDir: undefined,
  outboxDir: join(work, 'outbox'),
  quiet: true,
  functionEnv: { RATE_LIMIT_MAX: String(total + warmup + 10) },
});

const enquiry = (i) => ({
  id: randomUUID(),
  firstName: 'Bench',
  lastName: `Person ${i}`,
  email: `bench${i}@foretaget.se`,
  phone: '070-123 45 67',
  company: 'Bänkföretaget AB',
  service: 'fdaas',
  additionalServices: ['radgivning'],
  message: 'En benchmark-förfrågan med ett rimligt långt meddelande.',
  gdprConsent: true,
});

async function send(i) {
  const started = performance.now();
  const response = await fetch(backend.functionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify(enquiry(i)),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`request ${i} answered ${response.status}`);
  return performance.now() - started;
}

async function run(count, offset) {
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < count) latencies.push(await send(offset + next++));
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let result;
try {
  await run(warmup, 0);
  const { latencies, seconds } = await run(total, warmup);
  const sorted = latencies.sort((a, b) => a - b);
  const rows = Number((await backend.database.db.query('select count(*)::int as n from contact_enquiries')).rows[0].n);
  result = {
    date: new Date().toISOString(),
    target: 'send-contact-email under Deno, PGlite (one connection), outbox mail',
    requests: total,
    concurrency,
    rowsStored: rows,
    throughputPerSecond: Number((total / seconds).toFixed(1)),
    latencyMs: {
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p95: Number(percentile(sorted, 95).toFixed(1)),
      max: Number(sorted.at(-1).toFixed(1)),
    },
    machine: { cpus: cpus().length, loadAverage1m: Number(loadavg()[0].toFixed(2)), node: process.version },
  };
} finally {
  await backend.stop();
  rmSync(work, { recursive: true, force: true });
}

mkdirSync('bench', { recursive: true });
writeFileSync('bench/function.json', `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(
  'bench/function.md',
  [
    '# Benchmark',
    '',
    `${result.date}: ${result.target}.`,
    '',
    '| Measure | Value |',
    '|---|---|',
    `| valid enquiries sent | ${result.requests} (concurrency ${result.concurrency}, after ${warmup} warm-up) |`,
    `| rows stored | ${result.rowsStored} (warm-up included) |`,
    `| throughput | ${result.throughputPerSecond} enquiries/s |`,
    `| latency p50 | ${result.latencyMs.p50} ms |`,
    `| latency p95 | ${result.latencyMs.p95} ms |`,
    `| latency max | ${result.latencyMs.max} ms |`,
    `| machine | ${result.machine.cpus} CPUs, load ${result.machine.loadAverage1m}, Node ${result.machine.node} |`,
    '',
  ].join('\n'),
);
console.log(
  `bench: ${result.throughputPerSecond} enquiries/s, p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms (bench/function.md)`,
);
