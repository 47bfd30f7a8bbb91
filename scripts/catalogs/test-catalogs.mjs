// npm run test:catalogs (a step of npm test): catalog slips against the real build and the real preview,
// each on a throwaway copy of the repository (scripts/catalogs/workspace.mjs), so messages/ is never touched.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { editLine, lineOf, makeWorkspace, poll, replaceLines, setText, startDevServer } from './workspace.mjs';

const contact = 'messages/pages/Contact.json';

const misspellEmail = (locale) => (text) =>
  editLine(text, `${locale}.Contact.hero.subtitle`, (line) => line.replace('{email}', '{emial}'));
/** "messages/pages/Contact.json:74: en.Contact.hero.title", as the check names a key of the file's text `t`. */
const at = (t, key) => `${contact}:${lineOf(t, key)}: ${key}`;

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
    workspace.write(contact, misspellEmail('en')(misspellEmail('sv')(workspace.read(contact))));
  });
  after(() => workspace?.remove());

  test('npm run build stops at a placeholder misspelt the same way in both languages, naming file, line and key', () => {
    const { status, output } = run(workspace.dir, process.execPath, ['scripts/build/build.mjs']);
    assert.notEqual(status, 0);
    const problem =
      'uses {emial} that the code does not pass and lacks {email} (the code passes {email} and <mail>…</mail>)';
    assert.match(output, /Build stopped: the message catalogs have 2 problem\(s\)/);
    const text = workspace.read(contact);
    assert.ok(output.includes(`${at(text, 'sv.Contact.hero.subtitle')}: ${problem}`), output);
    assert.ok(output.includes(`${at(text, 'en.Contact.hero.subtitle')}: ${problem}`), output);
  });

  test('next build alone (not through npm run build) stops before it compiles, naming file, line and key', () => {
    // next.config.mjs checks in the build phase. Behind it, the request config (lib/i18n/request.ts)
    // still stops a render with the same kind of line: the preview's tests below go through it.
    rmSync(path.join(workspace.dir, 'middleware.ts')); // as scripts/build/build.mjs sets it aside for the static export
    const { status, output } = run(workspace.dir, process.execPath, ['node_modules/next/dist/bin/next', 'build']);
    assert.notEqual(status, 0);
    assert.match(output, /Build stopped: the message catalogs have 2 problem\(s\)/);
    const text = workspace.read(contact);
    for (const key of ['sv.Contact.hero.subtitle', 'en.Contact.hero.subtitle']) {
      assert.ok(output.includes(`${at(text, key)}: uses {emial} that the code does not pass`), output);
    }
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

  // Each slip: its name, the edit of messages/pages/Contact.json, and the check's line for the file before the edit.
  const slips = [
    [
      'a key missing in English',
      (t) => replaceLines(t, lineOf(t, 'en.Contact.hero.title'), lineOf(t, 'en.Contact.hero.title') + 1, []),
      (t) => `${contact}:${lineOf(t, 'en.Contact.hero')}: en.Contact.hero.title: missing (sv has it)`,
    ],
    [
      'a group turned into a text',
      (t) =>
        replaceLines(t, lineOf(t, 'en.Contact.emailCard'), lineOf(t, 'en.Contact.socialCard'), [
          '      "emailCard": "E-mail",',
        ]),
      (t) => `${at(t, 'en.Contact.emailCard')}: is text here, but a group { } in sv and the schema`,
    ],
    [
      'a text turned into a group',
      (t) => editLine(t, 'sv.Contact.hero.title', (line) => line.replace(/: (".*")(,?)$/, ': { "text": $1 }$2')),
      (t) => `${at(t, 'sv.Contact.hero.title')}: is a group { } here, but text in en and the schema`,
    ],
    [
      'an unclosed brace',
      (t) => setText(t, 'sv.Contact.hero.title', 'Kontakta {oss'),
      (t) =>
        `${at(t, 'sv.Contact.hero.title')}: "{oss" would show to visitors as written: this text takes no {placeholders} or <tags>`,
    ],
    [
      'a tag in a text shown as written',
      (t) => setText(t, 'en.Contact.hero.title', 'Contact <b>us</b>'),
      (t) =>
        `${at(t, 'en.Contact.hero.title')}: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>`,
    ],
    [
      'a misspelt placeholder',
      misspellEmail('en'),
      (t) =>
        `${at(t, 'en.Contact.hero.subtitle')}: uses {emial} that the code does not pass and lacks {email} (sv has {email} <mail>, en has {emial} <mail>; the code passes {email} and <mail>…</mail>)`,
    ],
    [
      'a missing comma',
      (t) => editLine(t, 'en.Contact.hero.badge', (line) => line.replace(/,$/, '')),
      (t) =>
        `${contact}: en.Contact.hero: invalid JSON at line ${lineOf(t, 'en.Contact.hero.badge') + 1}, column 9: expected "," or "}" after the value of "badge": a comma is probably missing at the end of line ${lineOf(t, 'en.Contact.hero.badge')}`,
    ],
  ];

  for (const [name, edit, sentence] of slips) {
    test(name, async () => {
      const original = workspace.read(contact);
      const expected = sentence(original);
      const where = expected.split(': ').slice(0, 2).join(': '); // "messages/pages/Contact.json:74: en.Contact.hero.title"
      workspace.write(contact, edit(original));
      try {
        const page = await poll(`${server.url}/en/kontakt`, (status, body) => status === 500 && body.includes(where));
        assert.ok(page.body.includes(where), `the page names ${where}`);
        await poll(`${server.url}/en/kontakt`, () => server.output().includes(expected), { timeout: 30_000 });
      } finally {
        workspace.write(contact, original);
      }
      const title = JSON.parse(workspace.read(contact)).en.Contact.hero.title;
      await poll(`${server.url}/en/kontakt`, (status, body) => status === 200 && body.includes(title));
    });
  }
});
