import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { testimonialPortraits } from '@/lib/people.mjs';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { CallToAction } from '@/components/sections/call-to-action';
import { ReferenceList } from './_components/reference-list';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/referenser'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('References', { locale, path: paths.references });
}

export default async function ReferencesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('References');
  const { References: refs, Industries: industries } = loadMessages(locale);

  return (
    <>
      <Breadcrumb items={[{ label: refs.breadcrumb }]} currentPath={paths.references} />
      <Hero
        badge={refs.hero.badge}
        title={refs.hero.title}
        description={refs.hero.description}
        primary={{ text: refs.cta.primary, href: paths.contact }}
        secondary={{ text: refs.cta.secondary, href: paths.subscriptions }}
      />
      <Section id="omdomen" heading={refs.testimonials.heading} intro={refs.testimonials.intro}>
        <ReferenceList
          items={refs.testimonials.items}
          portraits={testimonialPortraits}
          ratingLabel={t('testimonials.rating', { rating: 5 })}
          industryLabel={refs.testimonials.industryLabel}
        />
      </Section>
      <Section id="specialister" heading={refs.specialists.heading}>
        <div className="max-w-3xl space-y-4 text-lg text-foreground">
          {refs.specialists.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="branscher" heading={refs.industries.heading} intro={refs.industries.intro}>
        <ul className="flex flex-wrap gap-3" data-testid="industries">
          {industries.items.map((industry) => (
            <li
              key={industry}
              className="rounded-full border border-border bg-card px-4 py-2 font-medium text-foreground"
            >
              {industry}
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction
        title={refs.cta.title}
        description={refs.cta.description}
        primary={{ text: refs.cta.primary, href: paths.contact }}
        secondary={{ text: refs.cta.secondary, href: paths.subscriptions }}
      />
    </>
  );
}
