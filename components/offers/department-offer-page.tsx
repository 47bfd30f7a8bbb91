import type { Locale } from '@/lib/i18n/locales';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
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

/** The copy of a department offer page: the Fdaas and Pdaas namespaces share this shape. */
export type DepartmentOfferContent = Messages['Fdaas'];

type DepartmentOfferPageProps = { locale: Locale; path: AppPath; content: DepartmentOfferContent };

/**
 * FDaaS and PDaaS: hero with two contact buttons, packages with their prices, what is
 * included, benefits, process, the plus-services card and a closing call to action. The Service
 * JSON-LD is built from the same package texts the cards show.
 */
export function DepartmentOfferPage({ locale, path, content }: DepartmentOfferPageProps) {
  const messages = loadMessages(locale);
  const plusPrice = messages.PlusServices.pricing.subscription;
  const offers = content.packages.items.map((item) => ({
    name: `${item.name} – ${item.range}`,
    price: item.price,
    period: item.period,
    unit: 'month' as const,
  }));

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
          offers,
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
        <PackageCards items={content.packages.items} href={paths.contact} />
      </Section>
      <PriceDisclaimer />
      <Section id="ingar" heading={content.features.heading} intro={content.features.intro}>
        <CheckList items={content.features.items} className="sm:grid-cols-2 lg:grid-cols-3" />
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
          items={content.addOns.items}
          price={plusPrice}
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
