import NextLink from 'next/link';
import { prefetchWhenIdle } from '@/components/ui/link-prefetch';
import { locales, type Locale } from '@/lib/i18n/locales';
import { campaignContent, campaignHref, type Campaign } from '@/lib/campaigns';
import { buttonStyles } from '@/components/ui/button-styles';

// Both languages' hero texts are in the HTML; the head-of-hero script sets data-campaign-locale="en" on
// <html> for a stored English choice, and these classes show exactly one language.
const visibility: Record<Locale, string> = {
  sv: 'block [html[data-campaign-locale=en]_&]:hidden',
  en: 'hidden [html[data-campaign-locale=en]_&]:block',
};

/** One hero, each text in both languages; its title is one <h1> holding both, so the page has one h1. */
export function CampaignHero({ campaign }: { campaign: Campaign }) {
  const hero = (locale: Locale) => campaignContent(locale, campaign).hero;
  return (
    <section className="border-b border-border bg-card">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        {locales.map((locale) => (
          <div key={locale} lang={locale} className={visibility[locale]}>
            <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
              {hero(locale).badge}
            </p>
          </div>
        ))}
        <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">
          {locales.map((locale) => (
            <span key={locale} lang={locale} className={visibility[locale]}>
              {hero(locale).title}
            </span>
          ))}
        </h1>
        {locales.map((locale) => (
          <div key={locale} lang={locale} data-testid={`campaign-hero-${locale}`} className={visibility[locale]}>
            <p className="mt-4 max-w-2xl text-lg text-muted">{hero(locale).description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <NextLink
                {...prefetchWhenIdle}
                href={campaignHref(locale, campaign, campaign.hero.primary)}
                className={buttonStyles.primary}
              >
                {hero(locale).primary}
              </NextLink>
              {campaign.hero.secondary ? (
                <NextLink
                  {...prefetchWhenIdle}
                  href={campaignHref(locale, campaign, campaign.hero.secondary)}
                  className={buttonStyles.secondary}
                >
                  {hero(locale).secondary}
                </NextLink>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
