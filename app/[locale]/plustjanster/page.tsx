import type { Metadata } from 'next';
import { facts, loadMessages } from '@/lib/i18n/messages';
import { priceTag } from '@/lib/offer.mjs';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/lib/seo/json-ld';
import { serviceJsonLd } from '@/lib/seo/service-json-ld';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Steps } from '@/components/sections/steps';
import { CallToAction } from '@/components/sections/call-to-action';
import { PriceDisclaimer } from '@/components/offers/price-disclaimer';
import { ServiceAreas } from './_components/service-areas';
import { PriceList } from './_components/price-list';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/plustjanster'>;

const offerLinks = [paths.fdaas, paths.pdaas, paths.annualPackage] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('PlusServices', { locale, path: paths.plusServices });
}

export default async function PlusServicesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const page = loadMessages(locale).PlusServices;
  const { priceFrom, period, hourlyRate, taxHourlyRate } = facts.offers.plusServices;
  // The visible prices and the structured data's, from the same amounts of messages/facts.json.
  const { subscription, accountingHourly, taxHourly } = page.pricing;
  const rows = [
    { text: subscription, amount: priceFrom, unit: 'month' as const, from: true },
    { text: accountingHourly, amount: hourlyRate, unit: 'hour' as const, from: false },
    { text: taxHourly, amount: taxHourlyRate, unit: 'hour' as const, from: false },
  ].map(({ text, amount, unit, from }) => ({
    label: text.label,
    description: text.description,
    amount,
    unit,
    ...priceTag(amount, { from, period: unit === 'hour' ? 'hour' : period }, locale),
  }));

  return (
    <>
      <Breadcrumb currentPath={paths.plusServices} items={[{ label: page.breadcrumb }]} />
      <JsonLd
        data={serviceJsonLd({
          locale,
          path: paths.plusServices,
          name: page.service.name,
          serviceType: page.service.type,
          description: page.meta.description,
          offers: rows.map((row) => ({ ...row, name: row.label })),
        })}
      />
      <Hero
        badge={page.hero.badge}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        description={page.hero.description}
      />
      <Section id="omraden" heading={page.areas.heading} intro={page.areas.intro}>
        <ServiceAreas items={page.areas.items} />
      </Section>
      <Section id="priser" heading={page.pricing.heading} intro={page.pricing.intro}>
        <PriceList items={rows} />
      </Section>
      <PriceDisclaimer />
      <Section id="darfor" heading={page.reasons.heading} intro={page.reasons.intro}>
        <FeatureGrid items={page.reasons.items} columns={4} />
      </Section>
      <Section id="sa-gar-det-till" heading={page.process.heading} intro={page.process.intro}>
        <Steps items={page.process.items} columns={4} />
      </Section>
      <Section id="abonnemang" heading={page.offers.heading} intro={page.offers.intro}>
        <FeatureGrid
          items={page.offers.items.map((item, i) => ({
            title: item.title,
            description: item.description,
            link: { text: item.link, href: offerLinks[i] },
          }))}
        />
      </Section>
      <CallToAction
        title={page.cta.title}
        description={page.cta.description}
        primary={{ text: page.cta.primary, href: paths.contact }}
        secondary={{ text: page.cta.secondary, href: paths.subscriptions }}
      />
    </>
  );
}
