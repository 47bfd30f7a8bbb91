// npm run bench:flood: whether real visitors keep reaching the company while the enquiry function is
// flooded, with production's limits (5 per address per 10 min, 100 mailed per hour, the client address
// from the platform header) on PostgreSQL 15. One address floods junk and enquiries, then many
// addresses send one enquiry each, while real visitors (half by the script's JSON, half as the
// browser's own form post) send theirs one after another. Then the scheduled run, as Supabase Cron
// makes it, until nothing is owed. Reference: the same visitors on a fresh database without the flood.
// Writes bench/flood.md and bench/flood.json. Not a test.
//   FLOOD_ADDRESSES (the many addresses' enquiries, default 400), FLOOD_VISITORS (default 40)
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgres15 } from '../test/function/databases.mjs';
import { startMailApiStub } from '../test/function/mail-api-stub.mjs';
import { startFunction } from '../serve/local-backend.mjs';
import { writeReport } from './write-report.mjs';
import { percentile } from './stats.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const manyAddresses = Number(process.env.FLOOD_ADDRESSES ?? 400);
const visitors = Number(process.env.FLOOD_VISITORS ?? 40);
const flooderJunk = 150;
const flooderEnquiries = 30;
const floodConcurrency = 8;
const origin = 'https://www.fyrtorn.example';
const siteUrl = origin;
const ipHeader = 'cf-connecting-ip';
const limits = { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_S: '600', RATE_LIMIT_SITE_PER_HOUR: '100' };

let serial = 0;
const enquiry = (who) => ({
  id: randomUUID(),
  firstName: who,
  lastName: `Person ${++serial}`,
  email: `${who
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()}${serial}@foretaget.se`,
  phone: '070-123 45 67',
  company: `${who} ${serial} AB`,
  service: 'fdaas',
  additionalServices: ['radgivning'],
  message: 'Vi vill gärna veta mer om er ekonomiavdelning som tjänst.',
  gdprConsent: true,
  locale: 'sv',
  website: '',
  elapsedMs: 12_000,
});

/** The form's fields as the browser posts them without script (no id, no fill time). */
function formBody({ firstName, lastName, email, phone, company, service, additionalServices, message }) {
  const form = new URLSearchParams({ firstName, lastName, email, phone, company, service, message });
  for (const option of additionalServices) form.append('additionalServices', option);
  form.append('gdprConsent', 'on');
  form.append('locale', 'sv');
  form.append('website', '');
  return form.toString();
}

async function post(url, ip, body, type = 'application/json') {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': type, origin, [ipHeader]: ip },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, location: response.headers.get('location'), ms: performance.now() - started };
}

let ipCounter = 0;
const newIp = () => `198.51.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

/** Runs `tasks` (functions returning promises) with at most `concurrency` at once. */
async function pool(tasks, concurrency) {
  let next = 0;
  const results = [];
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** The real visitors, one after another, alternating the script's JSON and the browser's form post. */
async function realVisitors(url, database) {
  const answers = [];
  for (let i = 0; i < visitors; i++) {
    const sent = enquiry('Besökare');
    const byForm = i % 2 === 1;
    const answer = byForm
      ? await post(`${url}?locale=sv`, newIp(), formBody(sent), 'application/x-www-form-urlencoded')
      : await post(url, newIp(), JSON.stringify(sent));
    const thanked = byForm
      ? answer.status === 303 && answer.location === `${siteUrl}/kontakt/tack`
      : answer.status === 200 && answer.text === '{"success":true}';
    answers.push({ sent, byForm, thanked, ms: answer.ms, status: answer.status });
  }
  for (const answer of answers) {
    const [row] = await database.query('select id::text, notification_status from contact_enquiries where email = $1', [
      answer.sent.email,
    ]);
    answer.stored = Boolean(row);
  }
  return answers;
}

/** One address's junk and enquiries, then many addresses' one enquiry each; the answers' statuses. */
async function flood(url) {
  const flooder = newIp();
  const statuses = { flooder: {}, many: {} };
  const count = (group, status) => (statuses[group][status] = (statuses[group][status] ?? 0) + 1);
  const flooderTasks = [
    ...Array.from({ length: flooderJunk }, () => () => post(url, flooder, '{}')),
    ...Array.from({ length: flooderEnquiries }, () => () => post(url, flooder, JSON.stringify(enquiry('Flod')))),
  ];
  for (const answer of await pool(flooderTasks, floodConcurrency)) count('flooder', answer.status);
  const manyTasks = Array.from(
    { length: manyAddresses },
    () => () => post(url, newIp(), JSON.stringify(enquiry('Våg'))),
  );
  for (const answer of await pool(manyTasks, floodConcurrency)) count('many', answer.status);
  return statuses;
}

const round = (ms) => Number(ms.toFixed(1));

async function run(withFlood) {
  const database = await startPostgres15();
  const mail = await startMailApiStub(await freePort());
  const fn = await startFunction({
    port: await freePort(),
    quiet: true,
    env: {
      SUPABASE_DB_URL: database.url,
      DB_POOL_MAX: '5',
      MAIL_API_URL: mail.url,
      MAIL_API_KEY: 'bench',
      ALLOWED_ORIGINS: origin,
      SITE_URL: siteUrl,
      CLIENT_IP_HEADER: ipHeader,
      NOTIFY_RETRY_SECRET: 'bench',
      ...limits,
    },
  });
  try {
    // A short warm-up from addresses of their own, left out of everything below.
    for (let i = 0; i < 5; i++) await post(fn.url, newIp(), '{}');
    const [answers, statuses] = await Promise.all([
      realVisitors(fn.url, database),
      withFlood ? flood(fn.url) : Promise.resolve(null),
    ]);
    const mailsBeforeRuns = mail.mails.length;
    const runs = [];
    // Bounded: each run sends one digest at most, and the stand-in accepts every e-mail.
    for (let i = 0; i < 50; i++) {
      const report = await fn.retry();
      runs.push(report);
      if (!report.held && !report.claimed && !report.released) break;
    }
    const digests = mail.mails.filter((m) => /^Sammanställning:/.test(m.body.subject));
    const singles = mail.mails.filter((m) => /^Ny förfrågan/.test(m.body.subject));
    const everyVisitorMailed = answers.every(
      (a) =>
        singles.some((m) => m.body.text.includes(a.sent.email)) ||
        digests.some((m) => m.body.text.includes(a.sent.email)),
    );
    const rows = await database.query(
      'select notification_status as status, notified_in_digest as digest, count(*)::int as n from contact_enquiries group by 1, 2 order by 1, 2',
    );
    const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
    return {
      flood: statuses,
      visitors: {
        total: answers.length,
        byForm: answers.filter((a) => a.byForm).length,
        thankedAndStored: answers.filter((a) => a.thanked && a.stored).length,
        mailed: everyVisitorMailed,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
      },
      mails: {
        single: singles.length,
        singleDuringFlood: singles.filter((m) => mail.mails.indexOf(m) < mailsBeforeRuns).length,
        digests: digests.length,
        inDigests: runs.reduce((sum, r) => sum + r.digested, 0),
        scheduledRuns: runs.length,
      },
      rows: rows.map((r) => ({ status: r.status, inDigest: r.digest, count: Number(r.n) })),
      storedTotal: rows.reduce((sum, r) => sum + Number(r.n), 0),
    };
  } finally {
    await fn.stop();
    await mail.close();
    await database.close();
  }
}

const reference = await run(false);
console.log(`reference: visitors p95 ${reference.visitors.p95} ms`);
const flooded = await run(true);
console.log(
  `flood: ${flooded.visitors.thankedAndStored}/${flooded.visitors.total} visitors thanked and stored, p95 ${flooded.visitors.p95} ms`,
);

const result = {
  date: new Date().toISOString(),
  limits,
  flood: { flooderJunk, flooderEnquiries, manyAddresses, concurrency: floodConcurrency },
  reference,
  flooded,
  p95Ratio: Number((flooded.visitors.p95 / reference.visitors.p95).toFixed(2)),
  machine: { cpus: cpus().length, loadAverage1m: Number(loadavg()[0].toFixed(2)), node: process.version },
};
const statusList = (counts) =>
  Object.entries(counts ?? {})
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
const rowList = (run) => run.rows.map((r) => `${r.count} ${r.status}${r.inDigest ? ' (in a digest)' : ''}`).join(', ');
await writeReport(join(root, 'bench/flood.json'), `${JSON.stringify(result, null, 2)}\n`);
await writeReport(
  join(root, 'bench/flood.md'),
  [
    '# Enquiry flood benchmark',
    '',
    `${result.date}: send-contact-email under Deno on PostgreSQL 15, loopback, with production's limits ` +
      `(${limits.RATE_LIMIT_MAX} per address per ${limits.RATE_LIMIT_WINDOW_S} s, ${limits.RATE_LIMIT_SITE_PER_HOUR} mailed per hour, ` +
      `the address from \`${ipHeader}\`). ${visitors} real visitors, each from an address of its own, send one ` +
      `enquiry after another (every second one as the browser's own form post). With the flood, at the same ` +
      `time and ${floodConcurrency} at once: one address sends ${flooderJunk} empty JSON bodies and ` +
      `${flooderEnquiries} enquiries, then ${manyAddresses} addresses send one enquiry each. Then the scheduled ` +
      `run until nothing is owed. Reference: the same visitors on a fresh database, no flood. Machine: ` +
      `${result.machine.cpus} CPUs, load ${result.machine.loadAverage1m}, Node ${result.machine.node}.`,
    '',
    '| | Reference (no flood) | With the flood |',
    '| --- | ---: | ---: |',
    `| real visitors thanked and stored | ${reference.visitors.thankedAndStored} of ${reference.visitors.total} | ${flooded.visitors.thankedAndStored} of ${flooded.visitors.total} |`,
    `| every real visitor reached the company (alone or in a digest) | ${reference.visitors.mailed ? 'yes' : 'no'} | ${flooded.visitors.mailed ? 'yes' : 'no'} |`,
    `| real visitors' p50 answer, ms | ${reference.visitors.p50} | ${flooded.visitors.p50} |`,
    `| real visitors' p95 answer, ms | ${reference.visitors.p95} | ${flooded.visitors.p95} (${result.p95Ratio}× the reference) |`,
    `| e-mails about one enquiry (of them before the scheduled run) | ${reference.mails.single} (${reference.mails.singleDuringFlood}) | ${flooded.mails.single} (${flooded.mails.singleDuringFlood}) |`,
    `| digests (enquiries in them) | ${reference.mails.digests} (${reference.mails.inDigests}) | ${flooded.mails.digests} (${flooded.mails.inDigests}) |`,
    `| scheduled runs until nothing was owed | ${reference.mails.scheduledRuns} | ${flooded.mails.scheduledRuns} |`,
    `| rows stored | ${reference.storedTotal} (${rowList(reference)}) | ${flooded.storedTotal} (${rowList(flooded)}) |`,
    '',
    `The flood's answers: the one address ${statusList(flooded.flood?.flooder)}; the many addresses ${statusList(flooded.flood?.many)}.`,
    '',
  ].join('\n'),
);
console.log('bench: bench/flood.md');
