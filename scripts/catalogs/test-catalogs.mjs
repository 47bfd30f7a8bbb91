// npm run test:catalogs (a step of npm test): catalog slips against the real build and the real preview,
// each on a throwaway copy of the repository (scripts/catalogs/workspace.mjs), so messages/ is never touched.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { editLine, lineOf, makeWorkspace, poll, replaceLines, setText, startDevServer } from './workspace.mjs';

const sv = 'messages/sv.json';
const en = 'messages/en.json';

const misspellEmail = (text) => editLine(text, 'Contact.hero.subtitle', (line) => line.replace('{email}', '{emial}'));

function run(dir, command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the build refuses a slip', () => {
  let workspace;
  before(() => {
    workspace = makeWorkspace();
    for (const file of [sv, en]) workspace.write(file, misspellEmail(workspace.read(file)));
  });
  after(() => workspace?.remove());

  test('npm run build stops at a placeholder misspelt the same way in both files, naming file and key', () => {
    const { status, output } = run(workspace.dir, process.execPath, ['scripts/build/build.mjs']);
    assert.notEqual(status, 0);
    const problem =
      'Contact.hero.subtitle: uses {emial} that the code does not pass and lacks {email} (the code passes {email} and <mail>…</mail>)';
    assert.match(output, /Build stopped: the message catalogs have 2 problem\(s\)/);
    assert.ok(output.includes(`messages/sv.json: ${problem}`), output);
    assert.ok(output.includes(`messages/en.json: ${problem}`), output);
  });

  test('next build alone (not through npm run build) stops before it compiles, naming file and key', () => {
    // next.config.mjs checks in the build phase. Behind it, the request config (lib/i18n/request.ts)
    // still stops a render with the same kind of line: the preview's tests below go through it.
    rmSync(path.join(workspace.dir, 'middleware.ts')); // as scripts/build/build.mjs sets it aside for the static export
    const { status, output } = run(workspace.dir, process.execPath, ['node_modules/next/dist/bin/next', 'build']);
    assert.notEqual(status, 0);
    assert.match(output, /Build stopped: the message catalogs have 2 problem\(s\)/);
    assert.match(output, /messages\/sv\.json: Contact\.hero\.subtitle: uses \{emial\} that the code does not pass/);
    assert.match(output, /messages\/en\.json: Contact\.hero\.subtitle: uses \{emial\} that the code does not pass/);
    assert.doesNotMatch(output, /Compiled successfully|Creating an optimized production build/);
  });
});

describe('the preview (next dev) says the slip on the page and in the terminal, and recovers', () => {
  let workspace;
  let server;
  before(async () => {
    workspace = makeWorkspace();
    server = await startDevServer(workspace.dir);
    await poll(`${server.url}/en/kontakt`, (status) => status === 200, { timeout: 600_000 });
  });
  after(async () => {
    await server?.stop();
    workspace?.remove();
  });

  const slips = [
    [
      'a key missing in en.json',
      en,
      (t) => replaceLines(t, lineOf(t, 'Contact.hero.title'), lineOf(t, 'Contact.hero.title') + 1, []),
      'messages/en.json: Contact.hero.title: missing (sv.json has it)',
    ],
    [
      'a group turned into a text',
      en,
      (t) =>
        replaceLines(t, lineOf(t, 'Contact.emailCard'), lineOf(t, 'Contact.socialCard'), [
          '    "emailCard": "E-mail",',
        ]),
      'messages/en.json: Contact.emailCard: is text here, but a group { } in sv.json and the schema',
    ],
    [
      'a text turned into a group',
      sv,
      (t) => editLine(t, 'Contact.hero.title', (line) => line.replace(/: (".*")(,?)$/, ': { "text": $1 }$2')),
      'messages/sv.json: Contact.hero.title: is a group { } here, but text in en.json and the schema',
    ],
    [
      'an unclosed brace',
      sv,
      (t) => setText(t, 'Contact.hero.title', 'Kontakta {oss'),
      'messages/sv.json: Contact.hero.title: "{oss" would show to visitors as written: this text takes no {placeholders} or <tags>',
    ],
    [
      'a tag in a text shown as written',
      en,
      (t) => setText(t, 'Contact.hero.title', 'Contact <b>us</b>'),
      'messages/en.json: Contact.hero.title: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>',
    ],
    [
      'a misspelt placeholder',
      en,
      misspellEmail,
      'messages/en.json: Contact.hero.subtitle: uses {emial} that the code does not pass and lacks {email} (sv.json has {email} <mail>, en.json has {emial} <mail>; the code passes {email} and <mail>…</mail>)',
    ],
    [
      'a missing comma',
      en,
      (t) => editLine(t, 'Contact.hero.badge', (line) => line.replace(/,$/, '')),
      (t) =>
        `messages/en.json: Contact.hero: invalid JSON at line ${lineOf(t, 'Contact.hero.badge') + 1}, column 7: expected "," or "}" after the value of "badge": a comma is probably missing at the end of line ${lineOf(t, 'Contact.hero.badge')}`,
    ],
  ];

  for (const [name, file, edit, sentence] of slips) {
    test(name, async () => {
      const original = workspace.read(file);
      const expected = typeof sentence === 'function' ? sentence(original) : sentence;
      const where = expected.split(': ').slice(0, 2).join(': '); // "messages/en.json: Contact.hero.title"
      workspace.write(file, edit(original));
      try {
        const page = await poll(`${server.url}/en/kontakt`, (status, body) => status === 500 && body.includes(where));
        assert.ok(page.body.includes(where), `the page names ${where}`);
        await poll(`${server.url}/en/kontakt`, () => server.output().includes(expected), { timeout: 30_000 });
      } finally {
        workspace.write(file, original);
      }
      const title = JSON.parse(workspace.read(en)).Contact.hero.title;
      await poll(`${server.url}/en/kontakt`, (status, body) => status === 200 && body.includes(title));
    });
  }
});
