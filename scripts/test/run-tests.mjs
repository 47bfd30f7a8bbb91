// npm test: every test, in the order a failure is cheapest to find: the lock and the catalogs; then the
// checks that need no build, in two lanes side by side (each lane's steps in turn); the static build
// beside the install of the host tests' tools; the edge build beside the cross-engine lane (Firefox and
// WebKit on the static export); then the end-to-end tests against both builds (static export, edge
// server, the hosts' engines) and the layout sweep from 320 to 2560 px. `--quick` (npm run test:quick)
// runs only the steps marked quick: those that need no build, no server and no browser, the inner loop
// while working; each phase's quick steps in the two lanes their marks name, since each of them keeps
// one core busy.
//
// What may run beside what: the static build sets middleware.ts aside for its duration and both
// builds write Next's directories, so nothing that reads the sources runs beside a build; the lanes'
// steps only read the sources (the type check writes Next's route types; the catalog slips, the text
// editor's test and the CMS's test work on a copy). The cross-engine lane reads only out/, which the edge build leaves
// alone (it writes .next-edge/ and public/), and binds the enquiry backend's port 3001, which only the
// end-to-end step also binds: it runs beside the edge build. A lane's output is held and printed
// whole when its step ends, so two steps never interleave their lines.
import { spawn } from 'node:child_process';
import { machineReference } from './machine-reference.mjs';

const step = (title, command, args, env = {}) => ({ title, command, args, env });
const quickStep = (title, command, args, quickLane = 0) => ({ ...step(title, command, args), quick: true, quickLane });
const quickOnly = process.argv.includes('--quick');

const allPhases = [
  [
    [
      quickStep('Lock file (every platform installs with npm ci)', 'node', ['scripts/setup/check-lock.mjs']),
      quickStep('Message catalogs', 'node', ['scripts/catalogs/check-messages.mjs']),
    ],
  ],
  [
    [
      quickStep('Lint (ESLint, zero warnings)', 'npx', ['eslint', '.', '--max-warnings=0']),
      quickStep('Format (Prettier)', 'npx', ['prettier', '--check', '.']),
      quickStep('Type check (route types, app and tests)', 'node', ['scripts/setup/typecheck.mjs'], 1),
      quickStep('Unit tests (Jest)', 'npx', ['jest', '--ci'], 1),
      // Catalog slips on a copy of the repository: `npm run build`, `next build` alone, and `next dev`.
      step('Catalog slips in the build and the preview', 'node', [
        '--test',
        '--test-reporter=spec',
        '--test-timeout=1200000',
        'scripts/catalogs/test-catalogs.mjs',
      ]),
    ],
    [
      // The real Edge Function under Deno against PostgreSQL 15, PgBouncer and PGlite, and the deploy checks:
      // four runs side by side, each in a process of its own (scripts/test/function/run-*.mjs).
      step('Enquiry function (Deno; PostgreSQL 15, PgBouncer, PGlite)', 'npm', ['run', '--silent', 'test:function']),
      // The text editor of `npm run dev` in Chromium, on a copy of the repository.
      step('Text editor in npm run dev (Playwright)', 'npx', [
        'playwright',
        'test',
        '-c',
        'e2e/text-editor/playwright.config.ts',
      ]),
      // The CMS's GitHub sign-in function under Deno, against a stand-in for GitHub.
      step('CMS sign-in function (Deno)', 'npx', [
        'deno',
        'test',
        '--allow-net=127.0.0.1',
        '--config=supabase/functions/cms-oauth/deno.json',
        'supabase/functions/cms-oauth/',
      ]),
      // The CMS at /admin/ with decap-server in git mode over a throwaway repository: draft, publish, build;
      // and what npm run cms's server refuses, through the running server in both modes.
      step('CMS: draft, publish and build; what its local server refuses (Playwright)', 'npx', [
        'playwright',
        'test',
        '-c',
        'e2e/cms/playwright.config.ts',
      ]),
    ],
  ],
  // The type check above covered the app: the builds skip Next's own (TYPES_CHECKED, next.config.mjs).
  [
    [step('Static build', 'node', ['scripts/build/build.mjs'], { TYPES_CHECKED: '1' })],
    // wrangler and netlify-cli (and Node 24 on an older Node) for the end-to-end step's host projects: an install that
    // waits mostly on the network and writes only its cache under node_modules/, beside the build.
    [step('Host tools for the host tests (wrangler, netlify-cli)', 'node', ['scripts/setup/host-tools.mjs'])],
  ],
  [
    [step('Edge build', 'node', ['scripts/build/build.mjs', '--target=edge'], { TYPES_CHECKED: '1' })],
    // The same visitor in Gecko and WebKit (e2e/engines/): Debian's Firefox ESR and WebKitGTK, and with
    // JavaScript off in Chromium too.
    [
      step('Firefox and WebKit; Chromium without JavaScript (e2e/engines)', 'npx', [
        'playwright',
        'test',
        '-c',
        'e2e/engines/playwright.config.ts',
      ]),
    ],
  ],
  [
    [
      step('End-to-end tests (Playwright)', 'npx', ['playwright', 'test']),
      step('Layout at every width (Playwright)', 'npx', [
        'playwright',
        'test',
        '-c',
        'e2e/layout/playwright.config.ts',
      ]),
    ],
  ],
];

// The quick run keeps each phase's quick steps, in their order, in the lanes their marks name.
const quickLanes = (lanes) => {
  const quick = lanes.flat().filter((item) => item.quick);
  return [0, 1].map((lane) => quick.filter((item) => item.quickLane === lane)).filter((lane) => lane.length);
};
const phases = quickOnly ? allPhases.map(quickLanes).filter((lanes) => lanes.length) : allPhases;

const took = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs one step; with `hold`, its output is kept and written out when it ends. Resolves to its exit code. */
function run({ title, command, args, env }, hold) {
  const banner = `\n━━ ${title}: ${command} ${args.join(' ')}\n`;
  const start = Date.now();
  if (hold) console.log(`… ${title}: started`);
  else process.stdout.write(banner);
  const child = spawn(command, args, {
    stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const output = [];
  if (hold) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (hold) process.stdout.write(banner + Buffer.concat(output).toString());
      took.push(`  ${seconds(Date.now() - start).padStart(6)}  ${title}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** A lane's steps in turn; stops at the first that fails. Resolves to the failed step's title, or null. */
async function runLane(lane, hold) {
  for (const item of lane) {
    if ((await run(item, hold)) !== 0) return item.title;
  }
  return null;
}

// The machine's speed at the start and at the end of a full run, to read its step times by.
const references = [];
const reference = () => {
  if (!quickOnly) references.push(machineReference());
};
const referenceLine = () => {
  const shown = references.map((seconds) => (seconds === null ? 'not measured' : `${seconds.toFixed(2)} s`));
  return references.length
    ? `\n  Machine reference (a fixed task on one core, best of three; scripts/test/machine-reference.mjs), at the start and at the end: ${shown.join(', ')}.`
    : '';
};

reference();
const started = Date.now();
for (const lanes of phases) {
  const hold = lanes.length > 1;
  const failed = (await Promise.all(lanes.map((lane) => runLane(lane, hold)))).filter(Boolean);
  if (failed.length) {
    reference();
    console.error(`\n✗ Failed: ${failed.join('; ')}.\n${took.join('\n')}${referenceLine()}`);
    process.exit(1);
  }
}
const inAll = Date.now() - started;
reference();
console.log(
  `\n✓ ${quickOnly ? 'The quick checks passed' : 'All tests passed'}.\n${took.join('\n')}\n  ${seconds(inAll).padStart(6)}  in all${referenceLine()}`,
);
