import type { Metadata } from 'next';
import { facts, loadMessages, loadOffer } from '@/lib/i18n/messages';
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
import { PriceListLink } from '@/components/offers/price-list-link';
import { AnnualPrice } from './_components/annual-price';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/arspaket'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('AnnualPackage', { locale, path: paths.annualPackage });
}

export default async function AnnualPackagePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { AnnualPackage: page, Subscriptions } = loadMessages(locale);
  const { included, extras } = loadOffer(locale).packages.annual;
  const { priceFrom, period } = facts.offers.annual;
  const price = priceTag(priceFrom, { from: true, period }, locale);
  const cards = (items: typeof included) => items.map((item) => ({ title: item.name, description: item.description }));

  return (
    <>
      <Breadcrumb
        currentPath={paths.annualPackage}
        items={[{ label: Subscriptions.breadcrumb, href: paths.subscriptions }, { label: page.breadcrumb }]}
      />
      <JsonLd
        data={serviceJsonLd({
          locale,
          path: paths.annualPackage,
          name: page.service.name,
          serviceType: page.service.type,
          description: page.meta.description,
          offers: [{ name: page.price.label, amount: priceFrom, ...price, unit: 'month' }],
        })}
      />
      <Hero
        badge={page.hero.badge}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        description={page.hero.description}
        primary={{ text: page.hero.primaryCta, href: paths.subscriptions }}
      />
      <Section id="ingar" heading={page.included.heading} intro={page.included.intro}>
        <FeatureGrid items={cards(included)} />
      </Section>
      <Section id="pris" heading={page.price.heading}>
        <AnnualPrice label={page.price.label} price={price} note={page.price.note} />
      </Section>
      <PriceDisclaimer />
      <Section id="fordelar" heading={page.benefits.heading} intro={page.benefits.intro}>
        <FeatureGrid items={page.benefits.items} />
      </Section>
      <Section id="tillagg" heading={page.addOns.heading} intro={page.addOns.intro}>
        <FeatureGrid items={cards(extras)} columns={4} />
        <PriceListLink text={page.addOns.price} link={page.addOns.priceListLink} href={paths.priceList} />
      </Section>
      <Section id="sa-gar-det-till" heading={page.process.heading} intro={page.process.intro}>
        <Steps items={page.process.items} columns={4} />
      </Section>
      <CallToAction
        title={page.cta.title}
        description={page.cta.description}
        primary={{ text: page.cta.primary, href: paths.contact }}
      />
    </>
  );
}
