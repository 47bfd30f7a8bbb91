import type { Locale } from './i18n/locales';
import { loadMessages, type Messages } from './i18n/messages';
import { localizedPath } from './i18n/localized-path';
import { storedChoiceScript } from './i18n/stored-choice';
import { paths, type AppPath } from './routes';

// Campaign landing pages (/lp/<slug>) are data: the structure here, the text in the catalogs'
// `Campaign.<slug>`. Another campaign is one entry below plus its catalog text, no new code.

export type CampaignSlug = keyof Messages['Campaign'];

/** A button target; `tracked` links carry ?campaign=<slug>&source=<source> so the enquiry records where it came from. */
export type CampaignLink = { href: AppPath; tracked?: boolean };

export type CampaignSection =
  { id: string; type: 'text' } | { id: string; type: 'cta'; primary: CampaignLink; secondary?: CampaignLink };

export type Campaign = {
  slug: CampaignSlug;
  /** The `source` parameter of tracked links. */
  source: string;
  hero: { primary: CampaignLink; secondary?: CampaignLink };
  sections: readonly CampaignSection[];
};

export const campaigns: readonly Campaign[] = [
  {
    slug: 'example-campaign',
    source: 'lp',
    hero: { primary: { href: paths.contact, tracked: true }, secondary: { href: paths.fdaas } },
    sections: [
      { id: 'erbjudandet', type: 'text' },
      { id: 'sa-gar-det-till', type: 'text' },
      {
        id: 'kom-igang',
        type: 'cta',
        primary: { href: paths.contact, tracked: true },
        secondary: { href: paths.fdaas },
      },
    ],
  },
];

export function findCampaign(slug: string): Campaign | undefined {
  return campaigns.find((campaign) => campaign.slug === slug);
}

/** The page's path. Campaign pages are Swedish only; lib/routes names the example one. */
export function campaignPath(campaign: Campaign): AppPath {
  return `/lp/${campaign.slug}` as AppPath;
}

export function campaignHref(locale: Locale, campaign: Campaign, link: CampaignLink): string {
  const path = localizedPath(locale, link.href);
  if (!link.tracked) return path;
  return `${path}?${new URLSearchParams({ campaign: campaign.slug, source: campaign.source })}`;
}

export type CampaignTextContent = { heading: string; paragraphs: readonly string[] };
export type CampaignCtaContent = { heading: string; description: string; primary: string; secondary: string };
export type CampaignContent = {
  meta: { title: string; description: string; keywords: string };
  breadcrumb: string;
  hero: { badge: string; title: string; description: string; primary: string; secondary: string };
  sections: Record<string, CampaignTextContent | CampaignCtaContent>;
};

export function campaignContent(locale: Locale, campaign: Campaign): CampaignContent {
  return loadMessages(locale).Campaign[campaign.slug];
}

/** A section's text, checked against its type: a missing or mistyped entry stops the build with its name. */
export function textSection(content: CampaignContent, id: string): CampaignTextContent {
  const section = content.sections[id];
  if (!section || !('paragraphs' in section))
    throw new Error(`Campaign section "${id}" needs { heading, paragraphs } in the catalogs`);
  return section;
}

export function ctaSection(content: CampaignContent, id: string): CampaignCtaContent {
  const section = content.sections[id];
  if (!section || !('primary' in section))
    throw new Error(`Campaign section "${id}" needs { heading, description, primary, secondary } in the catalogs`);
  return section;
}

/** The attribute on <html> that shows the English hero instead of the Swedish one. */
export const HERO_LOCALE_ATTRIBUTE = 'data-campaign-locale';

/**
 * Runs before the hero is painted: a visitor whose stored language choice is English (storedChoiceScript)
 * gets the English hero, everyone else the Swedish one. Both are in the HTML and CSS shows one, so nothing
 * moves.
 */
export function heroLocaleScript(): string {
  return [
    '(function(){try{',
    storedChoiceScript(),
    `if(s==='en')document.documentElement.setAttribute(${JSON.stringify(HERO_LOCALE_ATTRIBUTE)},'en')`,
    '}catch(e){}})()',
  ].join('');
}
