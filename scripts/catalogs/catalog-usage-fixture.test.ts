/** @jest-environment node */
// The analysis on a small app written for the purpose: each way of reading copy, in isolation.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyUsage, skeletonOf, type RefNode, type Usage } from '../../lib/i18n/catalog/catalog-reference.mjs';
import { analyzeUsage } from './catalog-usage.mjs';

jest.setTimeout(300_000);

const repository = path.join(__dirname, '../..');
const catalog = {
  Page: {
    title: 'Rubrik',
    faq: { items: [{ question: 'Fråga?', answer: 'Svar.' }] },
    links: ['Ett', 'Två'],
    greeting: 'Hej {name}',
    note: 'Läs <link>mer</link>',
    unused: 'Ingen läser mig',
    errors: { busy: 'Försök igen om {minutes} minuter.', down: 'Skriv till oss.' },
  },
};
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      resolveJsonModule: true,
      skipLibCheck: true,
    },
  }),
  'messages/sv.json': JSON.stringify(catalog),
  'lib/i18n/messages.ts': `import sv from '../../messages/sv.json';
export type Messages = typeof sv;
export function loadMessages(): Messages { return sv; }`,
  'components/faq.tsx': `export function Faq({ items }: { items: readonly { question: string; answer: string }[] }) {
  return <ul>{items.map((item) => <li key={item.question}>{item.answer}</li>)}</ul>;
}`,
  'app/page.tsx': `import { getTranslations } from 'next-intl/server';
import { Faq } from '../components/faq';
const hrefs = ['/a', '/b'] as const;
const codes = ['busy', 'down'] as const;
export default async function Page() {
  const t = await getTranslations('Page');
  const links = t.raw('links') as string[];
  return (
    <main>
      <h1>{t('title')}</h1>
      <Faq items={t.raw('faq.items')} />
      {links.map((text, i) => <a key={text} href={hrefs[i]}>{text}</a>)}
      <p>{t('greeting', { name: 'Anna' })}</p>
      <p>{t.rich('note', { link: (chunks) => <a href="/x">{chunks}</a> })}</p>
      {codes.map((code) => <p key={code}>{t(\`errors.\${code}\`, { minutes: 5 })}</p>)}
    </main>
  );
}`,
};

let root: string;
let usage: Usage;
let reference: RefNode;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'catalog-usage-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  symlinkSync(path.join(repository, 'node_modules'), path.join(root, 'node_modules'));
  usage = analyzeUsage({ root, shape: skeletonOf(catalog) });
  reference = applyUsage(skeletonOf(catalog), usage);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function use(key: string) {
  const node = key.split('.').reduce<RefNode>((n, part) => {
    if (n.kind === 'group') return n.keys.get(part)!;
    if (n.kind === 'list') return n.items[Number(part)];
    throw new Error(key);
  }, reference);
  if (node.kind !== 'text') return node.kind;
  return node.use === 'formatted' ? { args: node.args, tags: node.tags, required: node.required } : node.use;
}

test('t.raw hands out catalog values that are followed like loadMessages objects', () => {
  expect(use('Page.faq.items.0.question')).toBe('raw');
  expect(use('Page.faq.items.0.answer')).toBe('raw');
  expect(use('Page.links.1')).toBe('raw');
});

test('t() and t.rich() with the values and tags they pass', () => {
  expect(use('Page.title')).toEqual({ args: [], tags: [], required: [] });
  expect(use('Page.greeting')).toEqual({ args: ['name'], tags: [], required: ['name'] });
  expect(use('Page.note')).toEqual({ args: [], tags: ['link'], required: ['link'] });
});

test('a family of keys spelt from a union gets one set of values: each text may use them, none must', () => {
  expect(use('Page.errors.busy')).toEqual({ args: ['minutes'], tags: [], required: [] });
  expect(use('Page.errors.down')).toEqual({ args: ['minutes'], tags: [], required: [] });
});

test('a text nobody reads', () => {
  expect(use('Page.unused')).toBe('unused');
});

test('a list read through t.raw and paired with a tuple in the code', () => {
  expect(usage.inStep.map((s) => `${s.path.join('.')} ${s.length} ${s.with}`)).toEqual([
    'Page.links 2 hrefs in app/page.tsx',
  ]);
});
