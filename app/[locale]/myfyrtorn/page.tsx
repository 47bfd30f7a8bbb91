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
import { ButtonLink, buttonStyles } from '@/components/ui/button-link';
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
        <div className="grid gap-6 rounded-2xl border border-border bg-card p-8 md:grid-cols-[2fr_1fr] md:items-center">
          <p className="text-lg text-foreground">{portal.included.text}</p>
          <dl className="rounded-xl bg-background p-6 text-center">
            <dt className="text-sm font-semibold uppercase tracking-wide text-muted">{portal.included.priceLabel}</dt>
            <dd className="mt-2">
              <span data-testid="portal-price" className="block text-3xl font-extrabold text-primary">
                {portal.included.price}
              </span>
              <span className="block text-sm text-muted">{portal.included.priceUnit}</span>
            </dd>
          </dl>
        </div>
        <p className="mt-4 text-sm text-muted">{portal.included.note}</p>
      </Section>
      <CallToAction
        title={portal.cta.title}
        description={portal.cta.description}
        primary={{ text: portal.cta.primary, href: paths.contact }}
      />
    </>
  );
}
