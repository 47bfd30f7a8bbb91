import type { Metadata } from 'next';
import NextLink from 'next/link';
import { prefetchWhenIdle } from '@/components/ui/link-prefetch';
import { notFound } from 'next/navigation';
import { swedishOnlyParams, swedishPageLocale } from '@/lib/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';
import {
  campaignContent,
  campaignHref,
  campaignPath,
  campaigns,
  ctaSection,
  findCampaign,
  heroLocaleScript,
  textSection,
  type Campaign,
  type CampaignSection,
} from '@/lib/campaigns';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Section } from '@/components/sections/section';
import { buttonStyles } from '@/components/ui/button-styles';
import { CampaignHero } from './_components/campaign-hero';

// Campaign landing pages: Swedish only, one per entry in lib/campaigns.ts, hidden from search engines.
export const dynamicParams = false;

export function generateStaticParams() {
  return campaigns.map((campaign) => ({ ...swedishOnlyParams, campaign: campaign.slug }));
}

type Props = PageProps<'/[locale]/lp/[campaign]'>;

async function campaignOf(params: Props['params']): Promise<Campaign> {
  const campaign = findCampaign((await params).campaign);
  if (!campaign) notFound();
  return campaign;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await swedishPageLocale(params);
  const campaign = await campaignOf(params);
  const { meta } = campaignContent(locale, campaign);
  return buildMetadata({ locale, path: campaignPath(campaign), ...meta, noindex: true });
}

function CampaignSectionView({ campaign, section }: { campaign: Campaign; section: CampaignSection }) {
  const content = campaignContent('sv', campaign);
  if (section.type === 'text') {
    const text = textSection(content, section.id);
    return (
      <Section id={section.id} heading={text.heading}>
        <div className="max-w-3xl space-y-4 text-lg text-muted">
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
    );
  }
  const cta = ctaSection(content, section.id);
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mx-auto max-w-6xl px-4 pt-20">
      <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id={`${section.id}-heading`} className="text-3xl font-bold tracking-tight">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg">{cta.description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <NextLink
            {...prefetchWhenIdle}
            href={campaignHref('sv', campaign, section.primary)}
            className={`${buttonStyles.primary} !bg-primary-foreground !text-primary`}
          >
            {cta.primary}
          </NextLink>
          {section.secondary ? (
            <NextLink
              {...prefetchWhenIdle}
              href={campaignHref('sv', campaign, section.secondary)}
              className={`${buttonStyles.ghost} !text-primary-foreground`}
            >
              {cta.secondary}
            </NextLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export default async function CampaignPage({ params }: Props) {
  await swedishPageLocale(params);
  const campaign = await campaignOf(params);
  const content = campaignContent('sv', campaign);

  return (
    <>
      <Breadcrumb items={[{ label: content.breadcrumb }]} currentPath={campaignPath(campaign)} />
      <script dangerouslySetInnerHTML={{ __html: heroLocaleScript() }} />
      <CampaignHero campaign={campaign} />
      {campaign.sections.map((section) => (
        <CampaignSectionView key={section.id} campaign={campaign} section={section} />
      ))}
    </>
  );
}
