/** @jest-environment node */
// The text editor's reads and saves on a temporary copy of messages/, checked by the build's own catalog
// check against the real code: what is written (the key's page file, both languages in it), that only the
// key's texts change, and every slip refused with the check's sentence and nothing written.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseJsonSource } from '../../lib/i18n/catalog/json-source.mjs';
import { EditRefused, checkInWorker, locate, readText, replaceText, saveText } from './catalog-edit.mjs';

jest.setTimeout(120_000);

const repo = path.join(__dirname, '../..');
const home = 'messages/pages/Home.json';
const contact = 'messages/pages/Contact.json';
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'text-editor-'));
  cpSync(path.join(repo, 'messages'), path.join(copy, 'messages'), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
const original = (file: string) => readFileSync(path.join(repo, file), 'utf8');
/** A key's text in one language, as its page file holds it now. */
const textIn = (locale: 'sv' | 'en', key: string) =>
  locate(JSON.parse(read(`messages/pages/${key.split('.')[0]}.json`))[locale], key)?.value;
/** The line of a key path (`en.Home.hero.title`) in a page file as the repository has it. */
const lineIn = (file: string, key: string) => parseJsonSource(original(file)).lines.get(key);
/** Every page file of the copy, to see that a save wrote none but one. */
const allPages = () => readdirSync(path.join(copy, 'messages/pages')).map((name) => read(`messages/pages/${name}`));
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

describe('readText', () => {
  it('gives a text in both languages and what the code passes a formatted one', () => {
    expect(readText(copy, 'Contact.hero.subtitle')).toEqual({
      key: 'Contact.hero.subtitle',
      texts: { sv: textIn('sv', 'Contact.hero.subtitle'), en: textIn('en', 'Contact.hero.subtitle') },
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
    expect(entry.texts.en).toBe(JSON.parse(read(home)).en.Home.faq.items[2].answer);
    expect(entry.rule).toMatchObject({
      use: 'raw',
      allowed: [],
      description: expect.stringMatching(/^Shown as written/),
    });
  });

  it('refuses a key that is no text', () => {
    expect(() => readText(copy, 'Home.hero')).toThrow('messages/pages/Home.json: sv.Home.hero: not a text');
    expect(() => readText(copy, 'Home.nothing')).toThrow('messages/pages/Home.json: sv.Home.nothing: no such key');
    expect(() => readText(copy, 'Nothing.title')).toThrow(
      'messages/pages/Nothing.json: Nothing.title: no such page file',
    );
    expect(() => readText(copy, '../package.json')).toThrow(EditRefused);
  });
});

describe('replaceText', () => {
  it('changes the characters between the quotes and nothing else, escaping what JSON needs', () => {
    const source = read(home);
    const next = replaceText(source, 'en.Home.faq.items[2].answer', 'A "quoted" \\ text');
    expect(changedLines(source, next)).toHaveLength(1);
    expect(JSON.parse(next).en.Home.faq.items[2].answer).toBe('A "quoted" \\ text');
  });
});

describe('saveText', () => {
  it('writes the key’s page file with only the key’s line changed, formatted as Prettier wants it', async () => {
    const others = allPages().filter((text) => text !== read(home));
    const result = await save('Home.hero.title', { sv: textIn('sv', 'Home.hero.title') as string, en: 'A new title' });
    expect(result).toEqual({ saved: [home], warnings: [] });
    expect(textIn('en', 'Home.hero.title')).toBe('A new title');
    expect(changedLines(original(home), read(home))).toEqual([
      original(home)
        .split('\n')
        .findIndex((line) => line.includes('"title": "Your finance, payroll and HR department')) + 1,
    ]);
    expect(allPages().filter((text) => text !== read(home))).toEqual(others);
    expect(prettierCheck(home)).toBe('');
  });

  it('saves both languages at once, two lines of the one file, and nothing when nothing changed', async () => {
    await expect(save('Home.faq.items.2.answer', { sv: 'Nytt svar.', en: 'New answer.' })).resolves.toEqual({
      saved: [home],
      warnings: [],
    });
    expect(JSON.parse(read(home)).sv.Home.faq.items[2].answer).toBe('Nytt svar.');
    expect(JSON.parse(read(home)).en.Home.faq.items[2].answer).toBe('New answer.');
    expect(changedLines(original(home), read(home))).toHaveLength(2);
    await expect(save('Home.faq.items.2.answer', { sv: 'Nytt svar.', en: 'New answer.' })).resolves.toEqual({
      saved: [],
      warnings: [],
    });
  });

  it('lets Prettier break a one-line list that the new text makes too long', async () => {
    const key = 'Terms.sections.8.paragraphs.0';
    const terms = 'messages/pages/Terms.json';
    const oneLine = /^\s*"paragraphs": \["These terms are governed by Swedish law\..*"\]$/m;
    expect(read(terms)).toMatch(oneLine);
    const long = `${textIn('en', key)} ${'And a much longer sentence follows. '.repeat(3).trim()}`;
    await save(key, { en: long });
    expect(textIn('en', key)).toBe(long);
    expect(read(terms)).not.toMatch(oneLine);
    expect(read(terms)).toContain(`"paragraphs": [\n            ${JSON.stringify(long)}\n          ]`);
    expect(prettierCheck(terms)).toBe('');
  });

  it('passes on a warning about the key, and saves', async () => {
    const same = textIn('sv', 'Home.faq.items.2.answer') as string;
    const line = lineIn(home, 'en.Home.faq.items[2].answer');
    await expect(save('Home.faq.items.2.answer', { en: same })).resolves.toEqual({
      saved: [home],
      warnings: [
        `warning: messages/pages/Home.json:${line}: en.Home.faq.items[2].answer: same text as in Swedish (untranslated?)`,
      ],
    });
  });

  const slips: [string, string, Record<string, string>, string][] = [
    [
      'an unclosed {',
      'Contact.hero.subtitle',
      { en: 'E-mail us at <mail>{email</mail>.' },
      'en.Contact.hero.subtitle: invalid message syntax: a { is not closed by } right after its name',
    ],
    [
      'a placeholder the code does not pass',
      'Contact.hero.subtitle',
      { sv: 'Mejla <mail>{emial}</mail>.' },
      'sv.Contact.hero.subtitle: uses {emial} that the code does not pass and lacks {email}',
    ],
    [
      'a tag in a text shown as written',
      'Home.hero.title',
      { en: 'Your <b>finance</b> department' },
      'en.Home.hero.title: "<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>',
    ],
    [
      'a tag out of place in a formatted text',
      'Contact.hero.subtitle',
      { en: 'E-mail us at <mail>{email}</b>.' },
      'en.Contact.hero.subtitle: invalid message syntax',
    ],
    ['an empty text', 'Home.hero.title', { sv: '  ' }, 'sv.Home.hero.title: empty text (expected a message)'],
  ];
  for (const [slip, key, texts, sentence] of slips) {
    it(`refuses ${slip} with the check's sentence, in the page file at the text's line, and writes nothing`, async () => {
      const file = `messages/pages/${key.split('.')[0]}.json`;
      const line = lineIn(file, sentence.split(': ')[0]);
      const error = await refusal(save(key, texts));
      expect(error.status).toBe(422);
      expect(error.problems.join('\n')).toContain(`${file}:${line}: ${sentence}`);
      expect(read(file)).toBe(original(file));
    });
  }

  it('refuses to overwrite a text changed in the file since it was opened', async () => {
    const error = await refusal(save('Home.hero.title', { en: 'Mine' }, { en: 'What I saw' }));
    expect(error.status).toBe(409);
    expect(error.problems).toEqual([
      'messages/pages/Home.json: en.Home.hero.title: changed in the file since the text was opened: open it again',
    ]);
    expect(read(home)).toBe(original(home));
  });

  it('refuses an edit without the text it started from', async () => {
    const error = await refusal(save('Home.hero.title', { en: 'Mine' }, {}));
    expect([error.status, error.problems]).toEqual([400, ['base: the en text the edit started from']]);
    expect(read(home)).toBe(original(home));
  });

  it('refuses texts for anything but the two languages, and a key that is no text', async () => {
    for (const texts of [{ '../package': 'x' }, { de: 'x' }, { en: 3 }, 'x', null]) {
      const error = await refusal(save('Home.hero.title', texts, {}));
      expect(error.status).toBe(400);
    }
    const group = save('Home.hero', { en: 'x' }, {});
    expect((await refusal(group)).status).toBe(404);
  });

  it('does not let a slip elsewhere in the files, made before, block a sound edit', async () => {
    const broken = replaceText(read(home), 'en.Home.cta.title', '');
    writeFileSync(path.join(copy, home), broken);
    await expect(save('Home.hero.title', { en: 'A sound title' })).resolves.toMatchObject({ saved: [home] });
  });
});

describe('the offer’s texts (messages/offer.json)', () => {
  const offerFile = 'messages/offer.json';
  const offerIn = () => JSON.parse(read(offerFile));
  const itemName = 'messages/offer.json:items[0].name';

  it('reads an item’s name and a price line’s name in both languages, shown as written', () => {
    const { items, lines } = offerIn();
    expect(readText(copy, itemName)).toEqual({
      key: itemName,
      texts: items[0].name,
      rule: expect.objectContaining({
        use: 'raw',
        allowed: [],
        description: expect.stringMatching(/^Shown as written/),
      }),
    });
    expect(readText(copy, 'messages/offer.json:lines[2].name').texts).toEqual(lines[2].name);
  });

  it('refuses every other place of the file: ids, prices, lists, a language, an item that is not there', () => {
    for (const at of ['items[0].id', 'lines[0].price', 'lines[0].kind', 'packages.fdaas.included[0]', 'items[0]']) {
      expect(() => readText(copy, `${offerFile}:${at}`)).toThrow(`${offerFile}: ${at}: no text of the offer`);
    }
    expect(() => readText(copy, `${offerFile}:items[0].name.sv`)).toThrow(EditRefused);
    expect(() => readText(copy, `${offerFile}:items[9999].name`)).toThrow(EditRefused);
  });

  it('saves nothing at any other place either: an id, a price, a path out of the file', async () => {
    for (const at of ['items[0].id', 'lines[0].price.amount', '../../package.json', '']) {
      const error = await refusal(save(`${offerFile}:${at}`, { sv: 'x', en: 'x' }, { sv: 'x', en: 'x' }));
      expect([error.status, error.problems]).toEqual([404, [`${offerFile}: ${at}: no text of the offer`]]);
    }
    expect(read(offerFile)).toBe(original(offerFile));
  });

  it('writes the two lines of the name in the offer and nothing else, formatted as Prettier wants it', async () => {
    const pages = allPages();
    const before = offerIn();
    await expect(save(itemName, { sv: 'Löpande bokföring', en: 'Bookkeeping' })).resolves.toEqual({
      saved: [offerFile],
      warnings: [],
    });
    const after = offerIn();
    expect(after.items[0].name).toEqual({ sv: 'Löpande bokföring', en: 'Bookkeeping' });
    expect({ ...after, items: after.items.slice(1) }).toEqual({ ...before, items: before.items.slice(1) });
    expect(changedLines(original(offerFile), read(offerFile))).toHaveLength(2);
    expect(allPages()).toEqual(pages);
    expect(prettierCheck(offerFile)).toBe('');
  });

  it('refuses a price typed by hand and a placeholder with the check’s sentences, and writes nothing', async () => {
    const priced = await refusal(save(itemName, { sv: 'Löpande bokföring för 1\u00a0250 kr' }));
    expect(priced.status).toBe(422);
    const line = lineIn(offerFile, 'items[0].name.sv');
    expect(priced.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^messages/offer\\.json:${line}: items\\[0\\]\\.name\\.sv: "1\u00a0250 kr" is a price typed by hand`,
        ),
      ),
    ]);
    const placeholder = await refusal(save(itemName, { en: 'Bookkeeping and {reconciliations}' }));
    expect(placeholder.problems).toEqual([
      `messages/offer.json:${lineIn(offerFile, 'items[0].name.en')}: items[0].name.en: "{reconciliations}" would show to visitors as written: this text takes no {placeholders} or <tags>`,
    ]);
    expect(read(offerFile)).toBe(original(offerFile));
  });
});

it('runs the build’s check in a worker, on the files and on the edit, and formats the edit as Prettier does', async () => {
  const source = replaceText(read(contact), 'en.Contact.hero.subtitle', 'Mail <mail>{emial}</mail>');
  const { before, after, formatted } = await checkInWorker({
    root: repo,
    messagesRoot: copy,
    sources: { [contact]: source },
  });
  expect(before?.filter((p) => p.level === 'error')).toEqual([]);
  expect(after).toContainEqual(
    expect.objectContaining({
      file: contact,
      key: 'en.Contact.hero.subtitle',
      level: 'error',
      message: expect.stringContaining('{emial}'),
    }),
  );
  expect(formatted).toEqual({ [contact]: source });
});

it('checks a sound edit once: the files as they were matter only when the edit leaves a problem', async () => {
  const source = replaceText(read(contact), 'en.Contact.hero.subtitle', 'Write to <mail>{email}</mail>');
  const { before, after } = await checkInWorker({ root: repo, messagesRoot: copy, sources: { [contact]: source } });
  expect(after.filter((p) => p.level !== 'warning')).toEqual([]);
  expect(before).toBeNull();
});
