// What each namespace of the catalogs is, in the editors' words: its name in both languages and the pages
// that show it. One list for the editors' guide (its table of pages and namespaces, written by
// npm run messages:schema: guide-tables.mjs) and the CMS at /admin (an entry per namespace under this
// name: scripts/cms/cms-config.mjs); the check refuses a page file this list lacks.
import { pagePaths as p } from '../../lib/route-table.mjs';

/**
 * @typedef {{ namespace: string, sv: string, en: string, paths: string[] }} NamespaceGuide paths: the
 *   Swedish paths of the pages that show it (English twins under /en); none for the parts of every page
 */

/** @type {NamespaceGuide[]} The pages in the order of the site's menu, then the parts of every page. */
export const namespaceGuide = [
  { namespace: 'Home', sv: 'Startsidan', en: 'Home page', paths: [p.home] },
  { namespace: 'Subscriptions', sv: 'Våra abonnemang', en: 'Our subscriptions', paths: [p.subscriptions] },
  { namespace: 'Fdaas', sv: 'FDaaS', en: 'FDaaS', paths: [p.fdaas] },
  { namespace: 'Pdaas', sv: 'PDaaS', en: 'PDaaS', paths: [p.pdaas] },
  { namespace: 'AnnualPackage', sv: 'Årspaketet', en: 'Annual package', paths: [p.annualPackage] },
  { namespace: 'PlusServices', sv: 'Plustjänster', en: 'Additional services', paths: [p.plusServices] },
  {
    namespace: 'Offers',
    sv: 'Prisvillkor på erbjudandena',
    en: 'Price terms of the offers',
    paths: [p.subscriptions, p.fdaas, p.pdaas, p.annualPackage],
  },
  { namespace: 'Portal', sv: 'MyFyrtorn', en: 'MyFyrtorn', paths: [p.portal] },
  { namespace: 'References', sv: 'Referenser', en: 'Clients', paths: [p.references] },
  { namespace: 'Industries', sv: 'Branscher', en: 'Industries', paths: [p.references] },
  { namespace: 'VisionTeam', sv: 'Vision & team', en: 'Vision & team', paths: [p.visionTeam] },
  { namespace: 'Images', sv: 'Bildtexter', en: 'Image descriptions', paths: [p.references, p.visionTeam] },
  { namespace: 'Careers', sv: 'Jobba hos oss', en: 'Careers', paths: [p.careers] },
  { namespace: 'Contact', sv: 'Kontakt', en: 'Contact', paths: [p.contact] },
  { namespace: 'ContactForm', sv: 'Kontaktformuläret', en: 'Contact form', paths: [p.contact] },
  { namespace: 'Validation', sv: 'Formulärets felmeddelanden', en: 'Form error messages', paths: [p.contact] },
  { namespace: 'EnquirySent', sv: 'Tack för förfrågan', en: 'Enquiry sent', paths: [p.enquirySent] },
  { namespace: 'EnquiryFailed', sv: 'Förfrågan gick inte fram', en: 'Enquiry not sent', paths: [p.enquiryFailed] },
  { namespace: 'Search', sv: 'Sök', en: 'Search', paths: [p.search] },
  { namespace: 'CookieNotice', sv: 'Information om cookies', en: 'Cookie notice', paths: [p.cookieNotice] },
  { namespace: 'Privacy', sv: 'Integritetspolicy', en: 'Privacy policy', paths: [p.privacy] },
  { namespace: 'Terms', sv: 'Villkor', en: 'Terms of use', paths: [p.terms] },
  { namespace: 'Campaign', sv: 'Kampanjsidor', en: 'Campaign pages', paths: [p.campaign] },
  { namespace: 'Conference', sv: 'AI-konferensen', en: 'AI conference', paths: [p.conference] },
  {
    namespace: 'PriceLists',
    sv: 'Prislistor',
    en: 'Price lists',
    paths: [p.priceListFdaas, p.priceListPdaas, p.priceList],
  },
  { namespace: 'Priser', sv: 'Priser (flyttad sida)', en: 'Prices (moved page)', paths: [p.prices] },
  { namespace: 'Nav', sv: 'Menyn', en: 'Menu', paths: [] },
  { namespace: 'Footer', sv: 'Sidfoten', en: 'Footer', paths: [] },
  { namespace: 'Common', sv: 'Gemensamma ord', en: 'Common words', paths: [] },
  { namespace: 'CookieBanner', sv: 'Cookierutan', en: 'Cookie banner', paths: [] },
  { namespace: 'ThemeToggle', sv: 'Ljust och mörkt tema', en: 'Light and dark theme', paths: [] },
  { namespace: 'LanguageToggle', sv: 'Språkväljaren', en: 'Language switch', paths: [] },
  { namespace: 'BackToTop', sv: 'Till toppen', en: 'Back to top', paths: [] },
  { namespace: 'Metadata', sv: 'Webbplatsens namn och beskrivning', en: 'Site name and description', paths: [] },
  { namespace: 'NotFound', sv: 'Sidan finns inte (404)', en: 'Page not found (404)', paths: [] },
];

/** The namespace's entry, or undefined. @param {string} namespace */
export const guideOf = (namespace) => namespaceGuide.find((entry) => entry.namespace === namespace);

/** "Kontakt / Contact", as the guide and the CMS name a namespace. @param {NamespaceGuide} entry */
export const labelOf = (entry) => (entry.sv === entry.en ? entry.sv : `${entry.sv} / ${entry.en}`);
