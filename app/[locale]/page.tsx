import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd, faqJsonLd } from '@/lib/seo/json-ld';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Steps } from '@/components/sections/steps';
import { Testimonials } from '@/components/sections/testimonials';
import { Faq } from '@/components/sections/faq';
import { CallToAction } from '@/components/sections/call-to-action';
import { LogoBanner } from '@/components/sections/logo-banner';
import { KeyFigures } from '@/components/sections/key-figures';
import { PortalPreview } from './_components/portal-preview';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]'>;

const serviceLinks = [paths.fdaas, paths.pdaas, paths.annualPackage] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Home', { locale, path: paths.home, absoluteTitle: true });
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Home');
  const home = loadMessages(locale).Home;

  return (
    <>
      <Hero
        badge={home.hero.badge}
        title={home.hero.title}
        subtitle={home.hero.subtitle}
        description={home.hero.description}
        primary={{ text: home.hero.primaryCta, href: paths.contact }}
        secondary={{ text: home.hero.secondaryCta, href: paths.subscriptions }}
        visual={<PortalPreview preview={home.hero.preview} />}
      />
      <Section id="varfor" heading={home.whyUs.heading} intro={home.whyUs.intro}>
        <KeyFigures items={home.whyUs.items} />
      </Section>
      <Section id="tjanster" heading={home.services.heading} intro={home.services.intro}>
        <FeatureGrid
          items={home.services.items.map((item, i) => ({
            title: item.title,
            description: item.description,
            link: { text: item.link, href: serviceLinks[i] },
          }))}
        />
      </Section>
      <Section id="sa-fungerar-det" heading={home.steps.heading} intro={home.steps.intro}>
        <Steps items={home.steps.items} />
      </Section>
      <Section id="kunder" heading={home.testimonials.heading} intro={home.testimonials.intro}>
        <Testimonials
          items={home.testimonials.items}
          effectLabel={home.testimonials.effectLabel}
          ratingLabel={t('testimonials.rating', { rating: 5 })}
        />
      </Section>
      <Section id="faq" heading={home.faq.heading}>
        <Faq name="home-faq" items={home.faq.items} />
        <JsonLd data={faqJsonLd(locale, home.faq.items)} />
      </Section>
      <CallToAction
        title={home.cta.title}
        description={home.cta.description}
        primary={{ text: home.cta.primary, href: paths.contact }}
        secondary={{ text: home.cta.secondary, href: paths.subscriptions }}
      />
      <LogoBanner heading={home.logos.heading} />
    </>
  );
}
