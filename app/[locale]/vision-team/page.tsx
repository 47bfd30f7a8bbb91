import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { teamPortraits } from '@/lib/people.mjs';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CallToAction } from '@/components/sections/call-to-action';
import { KeyFigures } from '@/components/sections/key-figures';
import { TeamGrid } from './_components/team-grid';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/vision-team'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('VisionTeam', { locale, path: paths.visionTeam });
}

export default async function VisionTeamPage({ params }: Props) {
  const locale = await pageLocale(params);
  const page = loadMessages(locale).VisionTeam;

  return (
    <>
      <Breadcrumb items={[{ label: page.breadcrumb }]} currentPath={paths.visionTeam} />
      <Hero
        badge={page.hero.badge}
        title={page.hero.title}
        description={page.hero.description}
        primary={{ text: page.hero.teamLink, href: '#team' }}
      />
      <Section id="vision" heading={page.vision.heading}>
        <figure className="max-w-3xl border-l-4 border-accent pl-6">
          <blockquote className="text-2xl font-medium text-foreground">
            <p>
              <q>{page.vision.quote}</q>
            </p>
          </blockquote>
          <figcaption className="mt-4 text-muted">— {page.vision.attribution}</figcaption>
        </figure>
      </Section>
      <Section id="varderingar" heading={page.values.heading} intro={page.values.intro}>
        <FeatureGrid items={page.values.items} columns={4} />
      </Section>
      <Section id="team" heading={page.team.heading} intro={page.team.intro}>
        <TeamGrid members={page.team.members} portraits={teamPortraits} />
      </Section>
      <Section id="resultat" heading={page.achievements.heading}>
        <KeyFigures items={page.achievements.items} />
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
