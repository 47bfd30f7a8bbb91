import type { Locale } from '@/lib/i18n/locales';
import { facts, loadMessages, loadOffer, type Messages } from '@/lib/i18n/messages';
import { priceTag } from '@/lib/offer.mjs';
import { paths, type AppPath } from '@/lib/routes';
import { JsonLd } from '@/lib/seo/json-ld';
import { serviceJsonLd } from '@/lib/seo/service-json-ld';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Steps } from '@/components/sections/steps';
import { CallToAction } from '@/components/sections/call-to-action';
import { AddOnCard } from './add-on-card';
import { CheckList } from './check-list';
import { PackageCards } from './package-cards';
import { PriceDisclaimer } from './price-disclaimer';
import { PriceListLink } from './price-list-link';

/** The copy of a department offer page: the Fdaas and Pdaas namespaces share this shape. */
export type DepartmentOfferContent = Messages['Fdaas'];

/** Each department offer's package in messages/offer.json and its price list. */
const departments = {
  fdaas: { priceList: paths.priceListFdaas },
  pdaas: { priceList: paths.priceListPdaas },
} as const;

type DepartmentOfferPageProps = {
  locale: Locale;
  path: AppPath;
  offer: keyof typeof departments;
  content: DepartmentOfferContent;
};

/**
 * FDaaS and PDaaS: hero with two contact buttons, packages with their prices, what is included and what
 * costs extra, benefits, process, the additional-services card and a closing call to action. Prices come
 * from messages/facts.json and the lists from messages/offer.json; the Service JSON-LD takes the same
 * amounts the cards show.
 */
export function DepartmentOfferPage({ locale, path, offer, content }: DepartmentOfferPageProps) {
  const messages = loadMessages(locale);
  const { included, extras } = loadOffer(locale).packages[offer];
  const { period, packages } = facts.offers[offer];
  const cards = content.packages.items.map(({ name, range, description, cta }, i) => {
    const amount = packages[i]?.priceFrom ?? null;
    return {
      name,
      range,
      description,
      cta,
      amount,
      ...(amount === null ? { price: content.packages.byQuote } : priceTag(amount, { from: true, period }, locale)),
    };
  });
  const plus = facts.offers.plusServices;

  return (
    <>
      <Breadcrumb
        currentPath={path}
        items={[{ label: messages.Subscriptions.breadcrumb, href: paths.subscriptions }, { label: content.breadcrumb }]}
      />
      <JsonLd
        data={serviceJsonLd({
          locale,
          path,
          name: content.service.name,
          serviceType: content.service.type,
          description: content.meta.description,
          offers: cards.map((card) => ({ ...card, name: `${card.name} – ${card.range}`, unit: 'month' })),
        })}
      />
      <Hero
        badge={content.hero.badge}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        description={content.hero.description}
        primary={{ text: content.hero.primaryCta, href: paths.contact }}
        secondary={{ text: content.hero.secondaryCta, href: paths.contact }}
      />
      <Section id="paket" heading={content.packages.heading} intro={content.packages.intro}>
        <PackageCards items={cards} href={paths.contact} />
      </Section>
      <PriceDisclaimer />
      <Section id="ingar" heading={content.features.heading} intro={content.features.intro}>
        <CheckList items={included.map((item) => item.name)} className="sm:grid-cols-2 lg:grid-cols-3" />
        <PriceListLink
          text={content.features.extra}
          link={content.features.priceListLink}
          href={departments[offer].priceList}
        />
      </Section>
      <Section id="fordelar" heading={content.benefits.heading} intro={content.benefits.intro}>
        <FeatureGrid items={content.benefits.items} />
      </Section>
      <Section id="sa-gar-det-till" heading={content.process.heading} intro={content.process.intro}>
        <Steps items={content.process.items} columns={content.process.items.length === 4 ? 4 : 3} />
      </Section>
      <Section id="plustjanster" heading={content.addOns.heading}>
        <AddOnCard
          title={content.addOns.title}
          description={content.addOns.description}
          items={extras.map((item) => item.name)}
          price={priceTag(plus.priceFrom, { from: true, period: plus.period }, locale)}
          link={{ text: content.addOns.link, href: paths.plusServices }}
        />
      </Section>
      <CallToAction
        title={content.cta.title}
        description={content.cta.description}
        primary={{ text: content.cta.primary, href: paths.contact }}
        secondary={{ text: content.cta.secondary, href: paths.contact }}
      />
    </>
  );
}
