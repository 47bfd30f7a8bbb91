// Every route of the site (SPEC §2, DECISIONS §4). Paths are the Swedish ones; English twins sit under /en.
export const paths = {
  home: '/',
  subscriptions: '/vara-abonnemang',
  prices: '/priser',
  fdaas: '/fdaas',
  pdaas: '/pdaas',
  annualPackage: '/arspaket',
  plusServices: '/plustjanster',
  portal: '/myfyrtorn',
  references: '/referenser',
  visionTeam: '/vision-team',
  careers: '/jobba-hos-oss',
  contact: '/kontakt',
  cookieNotice: '/cookie-notice',
  privacy: '/integritetspolicy',
  terms: '/villkor',
  campaign: '/lp/example-campaign',
  conference: '/ai-konferens',
  priceListFdaas: '/prislista-fdaas',
  priceListPdaas: '/prislista-pdaas',
  priceList: '/prislista',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Swedish-only pages: no English twin, no hreflang pair; the language toggle leads to /en. */
export const swedishOnlyPaths: readonly AppPath[] = [
  paths.prices,
  paths.campaign,
  paths.conference,
  paths.priceListFdaas,
  paths.priceListPdaas,
  paths.priceList,
];

/** Swedish paths that have an English twin under /en. */
export const bilingualPaths: readonly AppPath[] = Object.values(paths).filter((p) => !swedishOnlyPaths.includes(p));

export function hasEnglishTwin(path: string): boolean {
  return (bilingualPaths as readonly string[]).includes(path);
}

/** Indexable pages, in both languages: every page with an English twin. The sitemap lists exactly these. */
export const indexedPages: readonly AppPath[] = bilingualPaths;
