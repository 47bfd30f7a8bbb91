/** @jest-environment node */
// The text editor's reads and saves on a temporary copy of messages/, checked by the build's own catalog
// check against the real code: what is written, that only the key's text changes, and every slip refused
// with the check's sentence and nothing written.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  EditRefused,
  catalogByLocale,
  checkInWorker,
  locate,
  readText,
  replaceText,
  saveText,
} from './catalog-edit.mjs';

jest.setTimeout(120_000);

const repo = path.join(__dirname, '../..');
const sv = 'messages/sv.json';
const en = 'messages/en.json';
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'text-editor-'));
  cpSync(path.join(repo, 'messages'), path.join(copy, 'messages'), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
const original = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const textIn = (file: string, key: string) => locate(JSON.parse(read(file)), key)?.value;
/** Line numbers (1-based) where two texts differ. */
const changedLines = (a: string, b: string) => {
  const [x, y] = [a.split('\n'), b.split('\n')];
  return Array.from({ length: Math.max(x.length, y.length) }, (_, i) => i + 1).filter((n) => x[n - 1] !== y[n - 1]);
};
/** What `prettier --check` with the repository's settings says of a file of the copy ('' when formatted). */
function prettierCheck(file: string) {
  const cli = path.join(repo, 'node_modules/prettier/bin/prettier.cjs');
  const args = [cli, '--check', '--config', path.join(repo, '.prettierrc.json'), path.join(copy, file)];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return run.status === 0 ? '' : `${run.stdout}${run.stderr}`;
}

/** A save on the copy's catalogs, checked against the repository's code. */
const save = (key: string, texts: unknown, base: unknown = readText(copy, key as string).texts) =>
  saveText({ root: repo, messagesRoot: copy, key, texts, base });

/** The refusal a save ends in (the test fails if it saves). */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e) => e,
  );
  expect(error).toBeInstanceOf(EditRefused);
  return error as EditRefused;
}

it('writes only messages/sv.json and messages/en.json', () => {
  expect(catalogByLocale).toEqual({ sv, en });
});

describe('readText', () => {
  it('gives a text in both languages and what the code passes a formatted one', () => {
    expect(readText(copy, 'Contact.hero.subtitle')).toEqual({
      key: 'Contact.hero.subtitle',
      texts: { sv: textIn(sv, 'Contact.hero.subtitle'), en: textIn(en, 'Contact.hero.subtitle') },
      rule: {
        use: 'formatted',
        description: expect.stringContaining('the code fills in {email}, <mail>…</mail>'),
        allowed: ['{email}', '<mail>…</mail>'],
        required: ['{email}', '<mail>…</mail>'],
      },
    });
  });

  it('reads a list item by its index, and says a text shown as written takes no placeholders', () => {
    const entry = readText(copy, 'Home.faq.items.2.answer');
    expect(entry.texts.en).toBe(JSON.parse(read(en)).Home.faq.items[2].answer);
    expect(entry.rule).toMatchObject({
      use: 'raw',
      allowed: [],
      description: expect.stringMatching(/^Shown as written/),
    });
  });

  it('refuses a key that is no text', () => {
    expect(() => readText(copy, 'Home.hero')).toThrow('messages/sv.json: Home.hero: not a text');
    expect(() => readText(copy, 'Home.nothing')).toThrow('messages/sv.json: Home.nothing: no such key');
    expect(() => readText(copy, '../package.json')).toThrow(EditRefused);
  });
});

describe('replaceText', () => {
  it('changes the characters between the quotes and nothing else, escaping what JSON needs', () => {
    const source = read(en);
    const next = replaceText(source, 'Home.faq.items[2].answer', 'A "quoted" \\ text');
    expect(changedLines(source, next)).toHaveLength(1);
    expect(JSON.parse(next).Home.faq.items[2].answer).toBe('A "quoted" \\ text');
  });
});

describe('saveText', () => {
  it('writes the changed file with only the key’s line changed, formatted as Prettier wants it', async () => {
    const result = await save('Home.hero.title', { sv: textIn(sv, 'Home.hero.title') as string, en: 'A new title' });
    expect(result).toEqual({ saved: [en], warnings: [] });
    expect(textIn(en, 'Home.hero.title')).toBe('A new title');
    expect(changedLines(original(en), read(en))).toEqual([
      original(en)
        .split('\n')
        .findIndex((line) => line.includes('"title": "Your finance, payroll and HR department')) + 1,
    ]);
    expect(read(sv)).toBe(original(sv));
    expect(prettierCheck(en)).toBe('');
  });

  it('saves both languages at once, and nothing when nothing changed', async () => {
    await expect(save('Home.faq.items.2.answer', { sv: 'Nytt svar.', en: 'New answer.' })).resolves.toEqual({
      saved: [sv, en],
      warnings: [],
    });
    expect(JSON.parse(read(sv)).Home.faq.items[2].answer).toBe('Nytt svar.');
    await expect(save('Home.faq.items.2.answer', { sv: 'Nytt svar.', en: 'New answer.' })).resolves.toEqual({
      saved: [],
      warnings: [],
    });
  });

  it('lets Prettier break a one-line list that the new text makes too long', async () => {
    const key = 'Terms.sections.8.paragraphs.0';
    const oneLine = /^\s*"paragraphs": \["These terms are governed by Swedish law\..*"\]$/m;
    expect(read(en)).toMatch(oneLine);
    const long = `${textIn(en, key)} ${'And a much longer sentence follows. '.repeat(3).trim()}`;
    await save(key, { en: long });
    expect(textIn(en, key)).toBe(long);
    expect(read(en)).not.toMatch(oneLine);
    expect(read(en)).toContain(`"paragraphs": [\n          ${JSON.stringify(long)}\n        ]`);
    expect(prettierCheck(en)).toBe('');
  });

  it('passes on a warning about the key, and saves', async () => {
    const same = textIn(sv, 'Home.faq.items.2.answer') as string;
    await expect(save('Home.faq.items.2.answer', { en: same })).resolves.toEqual({
      saved: [en],
      warnings: ['warning: messages/en.json: Home.faq.items[2].answer: same text as in Swedish (untranslated?)'],
    });
  });

  const slips: [string, string, Record<string, string>, string][] = [
    [
      'an unclosed {',
      'Contact.hero.subtitle',
      { en: 'E-mail us at <mail>{email</mail>.' },
      'messages/en.json: Contact.hero.subtitle: invalid message syntax: a { is not closed by } right after its name',
    ],
    [
      'a placeholder the code does not pass',
      'Contact.hero.subtitle',
      { sv: 'Mejla <mail>{emial}</mail>.' },
      'messages/sv.json: Contact.hero.subtitle: uses {emial} that the code does not pass and lacks {email}',
    ],
    [
      'a tag in a text shown as written',
      'Home.hero.title',
      { en: 'Your <b>finance</b> department' },
      'messages/en.json: Home.hero.title: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>',
    ],
    [
      'a tag out of place in a formatted text',
      'Contact.hero.subtitle',
      { en: 'E-mail us at <mail>{email}</b>.' },
      'messages/en.json: Contact.hero.subtitle: invalid message syntax',
    ],
    [
      'an empty text',
      'Home.hero.title',
      { sv: '  ' },
      'messages/sv.json: Home.hero.title: empty text (expected a message)',
    ],
  ];
  for (const [slip, key, texts, sentence] of slips) {
    it(`refuses ${slip} with the check's sentence and writes nothing`, async () => {
      const error = await refusal(save(key, texts));
      expect(error.status).toBe(422);
      expect(error.problems.join('\n')).toContain(sentence);
      expect(read(sv)).toBe(original(sv));
      expect(read(en)).toBe(original(en));
    });
  }

  it('refuses to overwrite a text changed in the file since it was opened', async () => {
    const error = await refusal(save('Home.hero.title', { en: 'Mine' }, { en: 'What I saw' }));
    expect(error.status).toBe(409);
    expect(error.problems).toEqual([
      'messages/en.json: Home.hero.title: changed in the file since the text was opened: open it again',
    ]);
    expect(read(en)).toBe(original(en));
  });

  it('refuses an edit without the text it started from', async () => {
    const error = await refusal(save('Home.hero.title', { en: 'Mine' }, {}));
    expect([error.status, error.problems]).toEqual([400, ['base: the en text the edit started from']]);
    expect(read(en)).toBe(original(en));
  });

  it('refuses texts for anything but the two catalogs, and a key that is no text', async () => {
    for (const texts of [{ '../package': 'x' }, { de: 'x' }, { en: 3 }, 'x', null]) {
      const error = await refusal(save('Home.hero.title', texts, {}));
      expect(error.status).toBe(400);
    }
    const group = save('Home.hero', { en: 'x' }, {});
    expect((await refusal(group)).status).toBe(404);
  });

  it('does not let a slip elsewhere in the files, made before, block a sound edit', async () => {
    const broken = replaceText(read(en), 'Home.cta.title', '');
    writeFileSync(path.join(copy, en), broken);
    await expect(save('Home.hero.title', { en: 'A sound title' })).resolves.toMatchObject({ saved: [en] });
  });
});

it('runs the build’s check in a worker, on the files and on the edit, and formats the edit as Prettier does', async () => {
  const source = replaceText(read(en), 'Contact.hero.subtitle', 'Mail <mail>{emial}</mail>');
  const { before, after, formatted } = await checkInWorker({
    root: repo,
    messagesRoot: copy,
    sources: { [en]: source },
  });
  expect(before.filter((p) => p.level === 'error')).toEqual([]);
  expect(after).toContainEqual(
    expect.objectContaining({
      file: en,
      key: 'Contact.hero.subtitle',
      level: 'error',
      message: expect.stringContaining('{emial}'),
    }),
  );
  expect(formatted).toEqual({ [en]: source });
});
