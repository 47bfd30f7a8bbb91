import NextLink from 'next/link';
import { prefetchWhenIdle } from '@/components/ui/link-prefetch';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/cn';
import { campaignContent, campaignHref, type Campaign } from '@/lib/campaigns';
import { buttonStyles } from '@/components/ui/button-link';

// Both heroes are in the HTML; the head-of-hero script sets data-campaign-locale="en" on <html> for a
// stored English choice, and these classes show exactly one of them.
const visibility: Record<Locale, string> = {
  sv: 'block [html[data-campaign-locale=en]_&]:hidden',
  en: 'hidden [html[data-campaign-locale=en]_&]:block',
};

export function CampaignHero({ locale, campaign }: { locale: Locale; campaign: Campaign }) {
  const { hero } = campaignContent(locale, campaign);
  return (
    <section
      lang={locale}
      data-testid={`campaign-hero-${locale}`}
      className={cn('border-b border-border bg-card', visibility[locale])}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
          {hero.badge}
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{hero.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <NextLink
            {...prefetchWhenIdle}
            href={campaignHref(locale, campaign, campaign.hero.primary)}
            className={buttonStyles.primary}
          >
            {hero.primary}
          </NextLink>
          {campaign.hero.secondary ? (
            <NextLink
              {...prefetchWhenIdle}
              href={campaignHref(locale, campaign, campaign.hero.secondary)}
              className={buttonStyles.secondary}
            >
              {hero.secondary}
            </NextLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
