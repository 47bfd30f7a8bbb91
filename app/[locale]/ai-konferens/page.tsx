import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { swedishOnlyParams, swedishPageLocale } from '@/lib/i18n/page-locale';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { JumpMenu } from '@/components/sections/jump-menu';

// Internal agenda for the AI conference on 30 September 2025: Swedish only, hidden from search engines.
export const dynamicParams = false;

export function generateStaticParams() {
  return [swedishOnlyParams];
}

/** The eight sections' anchors, in the order of `Conference.sections` in the catalogs. */
const sectionIds = [
  'oversikt',
  'pass-1',
  'pass-2',
  'pass-3',
  'pass-4',
  'gruppdiskussioner',
  'sexmanadersplan',
  'praktiskt',
] as const;

type Props = PageProps<'/[locale]/ai-konferens'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await swedishPageLocale(params);
  return pageMetadata('Conference', { locale, path: paths.conference, noindex: true });
}

export default async function ConferencePage({ params }: Props) {
  const conference = loadMessages(await swedishPageLocale(params)).Conference;
  if (conference.sections.length !== sectionIds.length) {
    throw new Error(
      `Conference.sections has ${conference.sections.length} items; the page has ${sectionIds.length} anchors`,
    );
  }
  const sections = conference.sections.map((section, i) => ({ ...section, id: sectionIds[i] }));

  return (
    <>
      <Breadcrumb items={[{ label: conference.breadcrumb }]} currentPath={paths.conference} />
      <Hero badge={conference.hero.badge} title={conference.hero.title} description={conference.hero.description} />
      {sections.map((section) => (
        <Section key={section.id} id={section.id} heading={section.heading}>
          <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
            {section.time}
          </p>
          <p className="mt-4 max-w-3xl text-lg text-muted">{section.intro}</p>
          <ul className="mt-6 max-w-3xl list-disc space-y-2 pl-6 text-foreground">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Section>
      ))}
      <JumpMenu
        buttonLabel={conference.jumpMenu.button}
        navLabel={conference.jumpMenu.label}
        items={sections.map(({ id, navLabel }) => ({ id, label: navLabel }))}
      />
    </>
  );
}
