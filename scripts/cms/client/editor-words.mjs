// The words /admin/ speaks to editors: each field's label in plain words, one guide per entry, and a
// hint only where a text has a rule of its own ("must contain {email}"). The configuration (cms-config.mjs)
// and the preview (preview.mjs) both read them. Swedish first, then English, as docs/editing.md writes for
// the same readers, who write both languages; Decap's own buttons stay in its English.
import { englishPath, swedishOnlyPaths } from '../../../lib/route-table.mjs';

/** Keys that are no plain word: the label an editor reads instead. */
const keyLabels = {
  meta: 'Search engines',
  cta: 'Call to action',
  faq: 'FAQ',
  kpis: 'KPIs',
  orgNumber: 'Company registration number',
  honeypotLabel: 'Spam trap label',
  ogImageAlt: 'Link preview image description',
  ogTagline: 'Link preview tagline',
  ogLocale: 'Link preview language',
};
/** Words inside keys that are no plain word: "primaryCta" → "Primary button". */
const wordLabels = { cta: 'button', nav: 'menu', fdaas: 'FDaaS', pdaas: 'PDaaS', hr: 'HR', ai: 'AI', faq: 'FAQ' };

/** A key as a field's label: "emailCard" → "Email card", "primaryCta" → "Primary button", "lateChange5" → "Late change 5". */
export function labelOfKey(key) {
  if (keyLabels[key]) return keyLabels[key];
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => wordLabels[word.toLowerCase()] ?? word.toLowerCase());
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** What the code fills in for each {placeholder} of a formatted text, in the editors' words. */
export const argWords = {
  email: { sv: 'företagets e-postadress', en: "the company's e-mail address" },
  company: { sv: 'företagets juridiska namn', en: "the company's legal name" },
  orgNumber: { sv: 'organisationsnumret', en: 'the company registration number' },
  retentionMonths: { sv: 'hur många månader vi sparar en förfrågan', en: 'how many months an enquiry is kept' },
  year: { sv: 'året i år', en: 'the current year' },
  minutes: { sv: 'hur många minuter besökaren ska vänta', en: 'how many minutes the visitor should wait' },
  count: { sv: 'antalet träffar', en: 'the number of results' },
  query: { sv: 'det besökaren sökte på', en: 'what the visitor searched for' },
  rating: { sv: 'betyget', en: 'the rating' },
  title: { sv: 'tjänstens titel', en: "the position's title" },
  name: { sv: 'personens namn', en: "the person's name" },
  current: { sv: 'temat som gäller nu', en: 'the theme in use' },
  next: { sv: 'temat som knappen byter till', en: 'the theme the button switches to' },
  label: { sv: 'fältets namn', en: "the field's name" },
  message: { sv: 'vad som är fel i fältet', en: 'what is wrong in the field' },
  max: { sv: 'högsta antalet tecken', en: 'the most characters allowed' },
  min: { sv: 'lägsta antalet tecken', en: 'the fewest characters allowed' },
};

/** What the text between each <tag> and </tag> becomes, in the editors' words. */
export const tagWords = {
  mail: {
    sv: 'texten emellan blir en länk till e-postadressen',
    en: 'the text between becomes a link to the e-mail address',
  },
  link: {
    sv: 'texten emellan blir en länk till integritetspolicyn',
    en: 'the text between becomes a link to the privacy policy',
  },
  privacy: {
    sv: 'texten emellan blir en länk till integritetspolicyn',
    en: 'the text between becomes a link to the privacy policy',
  },
  cookies: {
    sv: 'texten emellan blir en länk till informationen om cookies',
    en: 'the text between becomes a link to the cookie notice',
  },
  field: { sv: 'texten emellan visas i fetstil', en: 'the text between is shown in bold' },
};

const asArg = (name) => `{${name}}`;
const asTag = (name) => `<${name}>…</${name}>`;
const andList = (items, and) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}` : items[0];
const bilingual = (words) => `${words.sv} / ${words.en}`;

/**
 * The rule of a text the code formats, as its field's hint and as the message when the field breaks it.
 * @param {{ args: string[], tags: string[], required: string[] }} code what the code passes (the schema's x-code)
 * @returns {{ hint?: string, error: string }}
 */
export function formattedRule({ args, tags, required }) {
  const names = [
    ...args.map((name) => ({ name, shown: asArg(name), words: argWords[name] })),
    ...tags.map((name) => ({ name, shown: asTag(name), words: tagWords[name] })),
  ];
  if (!names.length) return { error: noFormatting };
  const explained = (list, locale) => list.map(({ shown, words }) => (words ? `${shown} (${words[locale]})` : shown));
  const must = names.filter(({ name }) => required.includes(name));
  const may = names.filter(({ name }) => !required.includes(name));
  const sentence = (locale) => {
    const [mustWord, mayWord, alsoWord, and] =
      locale === 'sv'
        ? ['Ska innehålla', 'Kan innehålla', 'Kan också innehålla', 'och']
        : ['Must contain', 'May contain', 'May also contain', 'and'];
    const parts = [];
    if (must.length) parts.push(`${mustWord} ${andList(explained(must, locale), and)}.`);
    if (may.length) parts.push(`${must.length ? alsoWord : mayWord} ${andList(explained(may, locale), and)}.`);
    return parts.join(' ');
  };
  const shownMust = must.map(({ shown }) => shown);
  const shownAll = names.map(({ shown }) => shown);
  const error = must.length
    ? {
        sv: `ska innehålla ${andList(shownMust, 'och')}, och inga andra {…} eller <…> än fakta`,
        en: `must contain ${andList(shownMust, 'and')}, and no other {…} or <…> than facts`,
      }
    : {
        sv: `får bara ha ${andList(shownAll, 'och')} och fakta inom {…} eller <…>`,
        en: `may hold only ${andList(shownAll, 'and')} and facts in {…} or <…>`,
      };
  return { hint: bilingual({ sv: sentence('sv'), en: sentence('en') }), error: bilingual(error) };
}

/** The message on a text shown as written that holds braces or tags other than the facts'. */
export const noFormatting = bilingual({
  sv: 'inga {…} eller <…> här, utom fakta som {responseTime}',
  en: 'no {…} or <…> here, except facts such as {responseTime}',
});

/** The hint of a text no page reads. */
export const unusedHint = bilingual({ sv: 'Visas inte på webbplatsen.', en: 'Not shown on the site.' });

/** The pages that show a namespace's texts, as the CMS names them beside the entry. @param {{ paths: string[] }} entry */
export const whereShown = (entry) => (entry.paths.length ? entry.paths.join(', ') : 'på varje sida / on every page');

/** The label of the guide at the top of each entry. */
export const guideLabel = 'Om det här / About this';

/**
 * The guide of a page entry: where it shows, how to write, where the facts come from, what the code fills in.
 * @param {{ sv: string, en: string, paths: string[] }} entry the namespace's guide (scripts/catalogs/namespaces.mjs)
 * @param {{ args: string[], tags: string[] }} code every placeholder and tag the code passes to its texts
 * @param {{ sv: string, en: string }} example what {responseTime} shows in each language
 * @returns {{ sv: string[], en: string[] }} paragraphs
 */
export function pageGuide(entry, code, example) {
  const english = entry.paths.filter((path) => !swedishOnlyPaths.includes(path)).map(englishPath);
  const where = !entry.paths.length
    ? {
        sv: `”${entry.sv}” visas på varje sida, på båda språken.`,
        en: `“${entry.en}” is shown on every page, in both languages.`,
      }
    : english.length
      ? {
          sv: `”${entry.sv}” visas på ${andList(entry.paths, 'och')}, och på engelska på ${andList(english, 'och')}.`,
          en: `“${entry.en}” is shown on ${andList(entry.paths, 'and')}, and in English on ${andList(english, 'and')}.`,
        }
      : {
          sv: `”${entry.sv}” visas på ${andList(entry.paths, 'och')}, bara på svenska. Filen har ändå en engelsk text: kontrollen kräver båda språken.`,
          en: `“${entry.en}” is shown on ${andList(entry.paths, 'and')}, in Swedish only. The file still has an English text: the check requires both languages.`,
        };
  const named = [...code.args.map(asArg), ...code.tags.map(asTag)];
  return {
    sv: [
      where.sv,
      'Svenskan står till vänster och engelskan till höger. Ögat uppe till höger byter den högra halvan mot en förhandsvisning: texterna som besökaren läser dem, svenska bredvid engelska, medan du skriver. Då skriver du ett språk i taget; byt språk under Writing in.',
      `Fakta som priser och svarstider skrivs som platshållare, till exempel {responseTime}. Sidan fyller i värdet från Fakta (under Fakta och ordlista) på besökarens språk: {responseTime} blir ”${example.sv}”. Ändra värdet där, inte i texten.`,
      ...(named.length
        ? [
            `Några texter får något från sidan: ${andList(named, 'och')}. Tipset under en sådan text säger vad det blir och vad texten ska innehålla.`,
          ]
        : []),
    ],
    en: [
      where.en,
      'Swedish is on the left and English on the right. The eye at the top right swaps the right half for a preview: the texts as the visitor reads them, Swedish beside English, as you type. You then write one language at a time; switch under Writing in.',
      `Facts such as prices and response times are written as placeholders, for example {responseTime}. The page fills in the value from Facts (under Facts and glossary) in the visitor's language: {responseTime} becomes “${example.en}”. Change the value there, not in the text.`,
      ...(named.length
        ? [
            `Some texts get something from the page: ${andList(named, 'and')}. The hint under such a text says what it becomes and what the text must contain.`,
          ]
        : []),
    ],
  };
}

/** The guide of the facts. */
export const factsGuide = {
  sv: [
    'Allt webbplatsen påstår om sig själv står här: grundåret, antalet kunder, den normala svarstiden, tiden till uppstart och paketens priser och gränser.',
    'Texterna hämtar värdena genom platshållare, så en ändring här syns på varje sida och på båda språken. Skriv hela tal utan mellanslag och utan ”kr”. Till höger syns hur varje platshållare blir på sidorna.',
  ],
  en: [
    'Everything the site claims about itself is here: the founding year, the number of clients, the typical response time, the time to onboarding and the packages’ prices and limits.',
    'The texts take the values through placeholders, so a change here shows on every page and in both languages. Write whole numbers without spaces and without “SEK”. On the right you see how each placeholder reads on the pages.',
  ],
};

/** The guide of the glossary. */
export const glossaryGuide = {
  sv: [
    'En sak har ett namn. Varje term står på svenska och engelska med orden som inte ska användas för samma sak. Kontrollen stoppar de orden i texterna och säger vilken term som gäller.',
    'Ett ord med stora bokstäver (VD) stoppas bara så skrivet, ett med små bokstäver i alla former. Till höger syns hela listan.',
  ],
  en: [
    'One thing has one name. Each term is given in Swedish and English with the words not to use for the same thing. The check stops those words in the texts and names the right term.',
    'A word in capitals (VD) is stopped only as written, one in lower case in any form. On the right you see the whole list.',
  ],
};

/** The guide of the offer. */
export const offerGuide = {
  sv: [
    'Vad varje paket ingår i och vad som kostar extra står här, en gång: paketens innehåll, tilläggen och varje rad i prislistorna med belopp och enhet. Erbjudandesidorna och prislistorna visas härifrån.',
    'Skriv belopp som tal, utan mellanslag och utan ”kr”: sidorna skriver ut dem. Kontrollen stoppar en punkt som både ingår i ett paket och kostar extra i det, och en punkt som kräver en licens som paketet inte har, om inte texten säger att licensen kostar extra.',
  ],
  en: [
    'What each package includes and what costs extra is here, once: the packages’ contents, the add-ons and every line of the price lists with its amount and unit. The offer pages and the price lists show it from here.',
    'Write amounts as numbers, without spaces and without “SEK”: the pages format them. The check stops an item that a package both includes and charges for, and an item that needs a licence the package lacks, unless its text says the licence costs extra.',
  ],
};

/** The labels of the facts' fields, with their units. */
export const factLabels = {
  foundingYear: 'Founding year',
  customerCount: 'Number of clients',
  responseTimeHours: 'Typical response time (hours)',
  onboardingWeeks: 'Time to onboarding (weeks)',
  min: 'From',
  max: 'To',
  offers: 'Offers',
  annual: 'Annual package',
  plusServices: 'Additional services',
  period: 'Price period',
  typicalTurnoverMsek: 'Typical turnover (SEK million)',
  packages: 'Packages',
  priceFrom: 'Price from (SEK)',
  maxTurnoverMsek: 'Turnover up to (SEK million)',
  maxEmployees: 'Employees up to',
  includedUsers: 'Users included',
  myBusiness: 'MyBusiness',
  reda: 'Reda',
  hourlyRate: 'Hourly rate (SEK)',
  taxHourlyRate: 'Hourly rate for tax advice (SEK)',
};

/** The facts' fields with a rule of their own. */
export const factHints = {
  priceFrom: bilingual({
    sv: 'Hela kronor utan mellanslag (2495). Det största paketet står tomt: pris enligt offert.',
    en: 'Whole kronor without spaces (2495). The largest package stays empty: priced by quote.',
  }),
  period: bilingual({ sv: 'month: per månad, year: per år.', en: 'month: per month, year: per year.' }),
};
