// npm run bench:function: latency of the enquiry function for valid enquiries, p50 and p95 at
// concurrency 1 and 8, on PGlite (the local backend) and on PostgreSQL 15, each beside its floor: a
// bare Deno handler doing ONE insert of the same enquiry into the same database
// (scripts/test/function/floor-handler.mjs). The ratio function / floor is what the function's own work
// costs: rate limit, validation, storing with its claim, the e-mail (to a loopback stand-in of the
// e-mail API) and recording it. Writes bench/function.md and bench/function.json. Not a test.
//   BENCH_REQUESTS (per run, default 400)
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPgliteDatabase, startPostgres15 } from '../test/function/databases.mjs';
import { startMailApiStub } from '../test/function/mail-api-stub.mjs';
import { startFunction } from '../serve/local-backend.mjs';
import { writeReport } from './write-report.mjs';
import { percentile } from './stats.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const warmup = 30;
const concurrencies = [1, 8];
const origin = 'http://localhost:3000';

let serial = 0;
const enquiry = () => ({
  id: randomUUID(),
  firstName: 'Bench',
  lastName: `Person ${++serial}`,
  email: `bench${serial}@foretaget.se`,
  phone: '070-123 45 67',
  company: 'Bänkföretaget AB',
  service: 'fdaas',
  additionalServices: ['radgivning'],
  message: 'En benchmark-förfrågan med ett rimligt långt meddelande.',
  gdprConsent: true,
  locale: 'sv',
  website: '',
  elapsedMs: 12_000,
});

async function send(url) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(enquiry()),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function load(url, count, concurrency) {
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      latencies.push(await send(url));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies.sort((a, b) => a - b);
}

const round = (ms) => Number(ms.toFixed(1));

/** One server (the function or the floor) at one concurrency: p50/p95 after a warm-up. */
async function measure(start, concurrency) {
  const server = await start();
  try {
    await load(server.url, warmup, concurrency);
    const sorted = await load(server.url, requests, concurrency);
    return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
  } finally {
    await server.stop();
  }
}

const databases = [
  { name: 'PGlite', start: startPgliteDatabase, poolMax: 1 },
  { name: 'PostgreSQL 15', start: startPostgres15, poolMax: 5 },
];

const rows = [];
for (const { name, start, poolMax } of databases) {
  const database = await start();
  const mail = await startMailApiStub(await freePort());
  const env = {
    SUPABASE_DB_URL: database.url,
    DB_POOL_MAX: String(poolMax),
    MAIL_API_URL: mail.url,
    MAIL_API_KEY: 'bench',
    ALLOWED_ORIGINS: origin,
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_SITE_PER_HOUR: '1000000',
    NOTIFY_RETRY_SECRET: 'bench',
  };
  const fn = async () => startFunction({ port: await freePort(), quiet: true, env });
  const floor = async () =>
    startFunction({
      port: await freePort(),
      quiet: true,
      env,
      entry: join(root, 'scripts/test/function/floor-handler.mjs'),
    });
  try {
    for (const concurrency of concurrencies) {
      // PGlite serves one connection: the two servers take turns.
      const floorResult = await measure(floor, concurrency);
      const fnResult = await measure(fn, concurrency);
      rows.push({ database: name, concurrency, function: fnResult, floor: floorResult });
      console.log(
        `${name}, concurrency ${concurrency}: function p50 ${fnResult.p50} / p95 ${fnResult.p95} ms; ` +
          `floor p50 ${floorResult.p50} / p95 ${floorResult.p95} ms`,
      );
    }
  } finally {
    await mail.close();
    await database.close();
  }
}

const ratio = (a, b) => (a / b).toFixed(2);
const result = {
  date: new Date().toISOString(),
  requestsPerRun: requests,
  warmup,
  rows,
  machine: { cpus: cpus().length, loadAverage1m: Number(loadavg()[0].toFixed(2)), node: process.version },
};
await writeReport(join(root, 'bench/function.json'), `${JSON.stringify(result, null, 2)}\n`);
await writeReport(
  join(root, 'bench/function.md'),
  [
    '# Enquiry function benchmark',
    '',
    `${result.date}: send-contact-email under Deno, ${requests} valid enquiries per run after ${warmup} warm-up, ` +
      `loopback; e-mail to a loopback stand-in of the e-mail API. Floor: a bare Deno handler doing one INSERT ` +
      `into the same database. Machine: ${result.machine.cpus} CPUs, load ${result.machine.loadAverage1m}, ` +
      `Node ${result.machine.node}.`,
    '',
    '| Database | Concurrency | Function p50 ms | Floor p50 ms | p50 ratio | Function p95 ms | Floor p95 ms | p95 ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.concurrency} | ${r.function.p50} | ${r.floor.p50} | ${ratio(r.function.p50, r.floor.p50)} | ` +
        `${r.function.p95} | ${r.floor.p95} | ${ratio(r.function.p95, r.floor.p95)} |`,
    ),
    '',
  ].join('\n'),
);
console.log('bench: bench/function.md');
