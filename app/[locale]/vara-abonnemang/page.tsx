import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
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
  const { Subscriptions: page, Fdaas, Pdaas, AnnualPackage } = loadMessages(locale);
  // Each card's starting price is the one its offer page shows, so the two can never disagree.
  const offers: { theme: SubscriptionTheme; price: string; period: string; href: AppPath }[] = [
    { theme: 'fdaas', ...startingPrice(Fdaas.packages.items[0]), href: paths.fdaas },
    { theme: 'pdaas', ...startingPrice(Pdaas.packages.items[0]), href: paths.pdaas },
    {
      theme: 'arspaket',
      price: AnnualPackage.price.amount,
      period: AnnualPackage.price.period,
      href: paths.annualPackage,
    },
  ];

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
          items={page.cards.items.map((card, i) => ({
            ...card,
            theme: offers[i].theme,
            price: offers[i].price,
            period: offers[i].period,
            button: { text: card.button, href: offers[i].href },
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

function startingPrice(item: { price: string; period?: string }) {
  return { price: item.price, period: item.period ?? '' };
}
