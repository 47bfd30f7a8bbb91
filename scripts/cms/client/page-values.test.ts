/** @jest-environment node */
// Every placeholder and tag the code passes to a text (the schema's x-code) has a value and an element in
// the CMS's preview (page-values.mjs) and words in its hints (editor-words.mjs): a new one in the code
// fails here until both say what it becomes.
import schema from '@/messages/catalog.schema.json';
import { argWords, tagWords } from './editor-words.mjs';
import { pageTags, pageValues, valueNames } from './page-values.mjs';

/** The placeholders and tags the code passes, over the whole schema. */
function passed() {
  const args = new Set<string>();
  const tags = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const code = (node as { 'x-code'?: { args?: string[]; tags?: string[] } })['x-code'];
    code?.args?.forEach((arg) => args.add(arg));
    code?.tags?.forEach((tag) => tags.add(tag));
    Object.values(node).forEach(walk);
  };
  walk(schema);
  return { args: [...args].sort(), tags: [...tags].sort() };
}

it('knows a value and the words for every placeholder the code passes', () => {
  const { args } = passed();
  expect(args.length).toBeGreaterThan(10);
  expect(args.filter((arg) => !valueNames.includes(arg))).toEqual([]);
  expect(args.filter((arg) => !argWords[arg as keyof typeof argWords])).toEqual([]);
});

it('knows an element and the words for every tag the code passes', () => {
  const { tags } = passed();
  expect(tags.length).toBeGreaterThan(3);
  expect(tags.filter((tag) => !pageTags('Contact', 'sv')[tag])).toEqual([]);
  expect(tags.filter((tag) => !tagWords[tag as keyof typeof tagWords])).toEqual([]);
});

it('takes a value the page takes from the catalogs from the same language, and marks one it cannot find', () => {
  const catalog = { ThemeToggle: { light: 'light', dark: 'dark' } };
  expect(pageValues('ThemeToggle', catalog)).toMatchObject({ current: 'light', next: 'dark' });
  expect(pageValues('Careers', catalog).title).toBe('{title}');
});
