import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CallToAction } from '@/components/sections/call-to-action';
import { ButtonLink } from '@/components/ui/button-link';
import { Positions } from './_components/positions';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/jobba-hos-oss'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Careers', { locale, path: paths.careers });
}

export default async function CareersPage({ params }: Props) {
  const locale = await pageLocale(params);
  const page = loadMessages(locale).Careers;

  return (
    <>
      <Breadcrumb items={[{ label: page.breadcrumb }]} currentPath={paths.careers} />
      <Hero
        badge={page.hero.badge}
        title={page.hero.title}
        description={page.hero.description}
        primary={{ text: page.hero.positionsLink, href: '#lediga-tjanster' }}
      />
      <Section id="kultur" heading={page.values.heading} intro={page.values.intro}>
        <FeatureGrid items={page.values.items} columns={4} />
      </Section>
      <Section id="formaner" heading={page.benefits.heading} intro={page.benefits.intro}>
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.benefits.items.map((benefit) => (
            <li key={benefit.title} data-testid="benefit" className="border-t-2 border-primary pt-4">
              <h3 className="font-semibold text-foreground">{benefit.title}</h3>
              <p className="mt-1 text-sm text-muted">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="lediga-tjanster" heading={page.positions.heading} intro={page.positions.intro}>
        <Positions
          items={page.positions.items}
          locationLabel={page.positions.locationLabel}
          typeLabel={page.positions.typeLabel}
        />
        <div className="mt-8 rounded-2xl border border-dashed border-border bg-card p-8">
          <h3 className="text-xl font-semibold text-foreground">{page.spontaneous.heading}</h3>
          <p className="mt-2 max-w-2xl text-muted">{page.spontaneous.text}</p>
          <ButtonLink href={paths.contact} variant="secondary" className="mt-5">
            {page.spontaneous.button}
          </ButtonLink>
        </div>
      </Section>
      <CallToAction
        title={page.cta.title}
        description={page.cta.description}
        primary={{ text: page.cta.primary, href: paths.contact }}
        secondary={{ text: page.cta.secondary, href: `${paths.visionTeam}#team` }}
      />
    </>
  );
}
