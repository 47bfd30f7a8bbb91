/** @jest-environment node */
// The reference is what the code does with each text; these read the real code and check that the
// analysis follows each way pages read copy today.
import path from 'node:path';
import { applyUsage, skeletonOf, type RefNode, type Usage } from '../../lib/i18n/catalog/catalog-reference.mjs';
import { readCatalog } from './catalog-files.mjs';
import { analyzeUsageCached } from './catalog-usage.mjs';

jest.setTimeout(300_000);

const root = path.join(__dirname, '../..');
const sv = readCatalog('sv', root);
let usage: Usage;
let reference: RefNode;

beforeAll(() => {
  // A key nobody reads, inside a group the contact page hands whole to a component.
  const shape = skeletonOf({ ...sv, Contact: { ...sv.Contact, hero: { ...sv.Contact.hero, extraNote: 'Extra' } } });
  usage = analyzeUsageCached({ root, shape });
  reference = applyUsage(shape, usage);
});

/** The reference node at a key path ("A.items.0.q"). */
function at(key: string): RefNode {
  return key.split('.').reduce<RefNode>((node, part) => {
    if (node.kind === 'group') return node.keys.get(part)!;
    if (node.kind === 'list') return node.items[Number(part)];
    throw new Error(`${key}: ${part} is below a text`);
  }, reference);
}
const use = (key: string) => {
  const node = at(key);
  if (node.kind !== 'text') return node.kind;
  return node.use === 'formatted' ? { args: node.args, tags: node.tags, required: node.required } : node.use;
};

test('a rich text with values and tags written at the call: each must be in the text', () => {
  expect(use('Contact.hero.subtitle')).toEqual({ args: ['email'], tags: ['mail'], required: ['email', 'mail'] });
  expect(use('Footer.copyright')).toEqual({
    args: ['company', 'orgNumber', 'year'],
    tags: [],
    required: ['company', 'orgNumber', 'year'],
  });
});

test('a helper that formats many keys with one set of values only offers them', () => {
  const offered = {
    args: ['company', 'email', 'orgNumber', 'retentionMonths'],
    tags: ['cookies', 'mail', 'privacy'],
    required: [],
  };
  expect(use('Privacy.intro')).toEqual(offered);
  expect(use('Terms.sections.0.paragraphs.0')).toEqual(offered);
  expect(use('CookieNotice.sections.0.heading')).toBe('raw');
});

test('keys built from templates and constants, through a cast translator', () => {
  // LegalDocument's rich(`sections.${i}.items.${k}`), on the privacy policy and the cookie notice alike.
  const offered = {
    args: ['company', 'email', 'orgNumber', 'retentionMonths'],
    tags: ['cookies', 'mail', 'privacy'],
    required: [],
  };
  expect(use('Privacy.sections.1.items.0')).toEqual(offered);
  expect(use('CookieNotice.sections.1.items.2')).toEqual(offered);
});

test('keys given as union types (t(network), t(column.heading))', () => {
  for (const key of ['Footer.instagram', 'Footer.linkedin', 'Footer.facebook', 'Footer.legalHeading', 'Nav.careers']) {
    expect(use(key)).toEqual({ args: [], tags: [], required: [] });
  }
});

test('texts read as they are: directly, through props, helpers, destructuring and build scripts', () => {
  expect(use('Contact.hero.title')).toBe('raw');
  expect(use('Contact.emailCard.heading')).toBe('raw'); // ContactCards text={contact}
  expect(use('Contact.socialCard.linkedin')).toBe('raw'); // text.socialCard[network]
  expect(use('Home.faq.items.0.question')).toBe('raw'); // <Faq items>, faqJsonLd(items)
  expect(use('PriceLists.common.programs.reda.title')).toBe('raw'); // common.programs[program].title
  expect(use('ContactForm.labels.email')).toBe('raw'); // contactFormText(locale).labels, in the island
  expect(use('Conference.sections.0.points.0')).toBe('raw'); // section.points.map((point) => …)
  expect(use('Metadata.ogTagline')).toBe('raw'); // scripts/build/site-images.mjs
});

test('a key inside a group handed whole to a component is unused when no code reads it', () => {
  expect(use('Contact.hero.extraNote')).toBe('unused');
});

test('lists the page pairs item by item with a list of its own', () => {
  const steps = usage.inStep.map(({ path: key, length, with: list }) => `${key.join('.')} ${length} ${list}`);
  expect(steps).toEqual(
    expect.arrayContaining([
      'Home.services.items 3 serviceLinks in app/[locale]/page.tsx',
      'VisionTeam.team.members 7 teamPortraits in lib/people.mjs',
      'References.testimonials.items 6 testimonialPortraits in lib/people.mjs',
      'Conference.sections 8 sectionIds in app/[locale]/ai-konferens/page.tsx',
    ]),
  );
});

test('every key the code formats can be told from the code', () => {
  expect(usage.notes).toEqual([]);
});
