import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CallToAction } from '@/components/sections/call-to-action';
import { ButtonLink } from '@/components/ui/button-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/myfyrtorn'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Portal', { locale, path: paths.portal });
}

export default async function PortalPage({ params }: Props) {
  const locale = await pageLocale(params);
  const portal = loadMessages(locale).Portal;

  return (
    <>
      <Breadcrumb items={[{ label: portal.breadcrumb }]} currentPath={paths.portal} />
      <Hero
        badge={portal.hero.badge}
        title={portal.hero.title}
        subtitle={portal.hero.subtitle}
        description={portal.hero.description}
        actions={
          <>
            <ExternalLink href={site.portal.url} className={buttonStyles.primary}>
              {portal.hero.login}
            </ExternalLink>
            <ButtonLink href={paths.contact} variant="secondary">
              {portal.hero.requestAccess}
            </ButtonLink>
          </>
        }
      />
      <Section id="funktioner" heading={portal.features.heading} intro={portal.features.intro}>
        <FeatureGrid items={portal.features.items} />
      </Section>
      <Section id="ingar" heading={portal.included.heading}>
        <div data-testid="portal-included" className="rounded-2xl border border-border bg-card p-8">
          <p className="text-lg text-foreground">{portal.included.text}</p>
          <p className="mt-4 font-semibold text-primary">{portal.included.note}</p>
        </div>
      </Section>
      <CallToAction
        title={portal.cta.title}
        description={portal.cta.description}
        primary={{ text: portal.cta.primary, href: paths.contact }}
      />
    </>
  );
}
