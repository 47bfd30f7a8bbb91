import type { Metadata } from 'next';
import { facts, loadMessages, loadOffer } from '@/lib/i18n/messages';
import { priceTag } from '@/lib/offer.mjs';
import { paths, type AppPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { CallToAction } from '@/components/sections/call-to-action';
import { PriceDisclaimer } from '@/components/offers/price-disclaimer';
import { SubscriptionCards, type SubscriptionTheme } from './_components/subscription-cards';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/vara-abonnemang'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Subscriptions', { locale, path: paths.subscriptions });
}

export default async function SubscriptionsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const page = loadMessages(locale).Subscriptions;
  const { packages } = loadOffer(locale);
  const { fdaas, pdaas, annual } = facts.offers;
  // Each card's starting price is the one its offer page shows and its features what the package includes.
  const offers: { theme: SubscriptionTheme; amount: number; period: 'month' | 'year'; href: AppPath }[] = [
    { theme: 'fdaas', amount: fdaas.packages[0].priceFrom, period: fdaas.period, href: paths.fdaas },
    { theme: 'pdaas', amount: pdaas.packages[0].priceFrom, period: pdaas.period, href: paths.pdaas },
    { theme: 'arspaket', amount: annual.priceFrom, period: annual.period, href: paths.annualPackage },
  ];
  const highlights = [packages.fdaas, packages.pdaas, packages.annual].map((p) => p.highlights.map((i) => i.name));

  return (
    <>
      <Breadcrumb currentPath={paths.subscriptions} items={[{ label: page.breadcrumb }]} />
      <Hero
        badge={page.hero.badge}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        description={page.hero.description}
      />
      <Section id="abonnemang" heading={page.cards.heading} intro={page.cards.intro}>
        <SubscriptionCards
          items={page.cards.items.map(({ title, subtitle, description, button }, i) => ({
            title,
            subtitle,
            description,
            theme: offers[i].theme,
            ...priceTag(offers[i].amount, { from: true, period: offers[i].period }, locale),
            features: highlights[i],
            button: { text: button, href: offers[i].href },
          }))}
        />
      </Section>
      <PriceDisclaimer />
      <CallToAction
        title={page.help.title}
        description={page.help.description}
        primary={{ text: page.help.primary, href: paths.contact }}
        secondary={{ text: page.help.secondary, href: paths.contact }}
      />
    </>
  );
}
