import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { RichTranslationValues } from 'next-intl';
import { LocalizedLink as Link } from '@/components/ui/localized-link';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { RETENTION_MONTHS } from '@/lib/validations/retention';
import { Breadcrumb } from './breadcrumb';

export type LegalNamespace = 'Privacy' | 'Terms' | 'CookieNotice';

type LegalSection = { heading: string; paragraphs: readonly string[]; items?: readonly string[] };

type LegalDocumentProps = {
  namespace: LegalNamespace;
  /** The page's Swedish path, for the breadcrumb's structured data. */
  path: (typeof paths)['privacy' | 'terms' | 'cookieNotice'];
  sections: readonly LegalSection[];
  /** The address behind <mail> in the copy. */
  email: string;
};

const linkClass =
  'font-semibold text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary';

/**
 * A legal text (privacy policy, terms, cookie notice): breadcrumb, title, intro and numbered
 * sections. The copy may use {company}, {orgNumber}, {email} and {retentionMonths} and the tags
 * <mail>, <privacy> and <cookies>; the facts come from lib/site.ts, the months from the module the
 * enquiry function's deletion reads.
 */
export async function LegalDocument({ namespace, path, sections, email }: LegalDocumentProps) {
  const t = await getTranslations(namespace);
  const values = {
    company: site.legalName,
    orgNumber: site.registrationNumber,
    email,
    retentionMonths: RETENTION_MONTHS,
    mail: (chunks: ReactNode) => (
      <a href={`mailto:${email}`} className={linkClass}>
        {chunks}
      </a>
    ),
    privacy: (chunks: ReactNode) => (
      <Link href={paths.privacy} className={linkClass}>
        {chunks}
      </Link>
    ),
    cookies: (chunks: ReactNode) => (
      <Link href={paths.cookieNotice} className={linkClass}>
        {chunks}
      </Link>
    ),
  };
  // Keys into the namespace's sections array, e.g. "sections.2.items.0"; the Swedish page file types the namespace.
  const rich = (key: string) =>
    (t.rich as unknown as (key: string, values: RichTranslationValues) => ReactNode)(key, values);

  return (
    <>
      <Breadcrumb items={[{ label: t('breadcrumb') }]} currentPath={path} />
      <article className="mx-auto max-w-3xl px-4 pt-10">
        <h1 className="text-4xl font-extrabold tracking-tight text-foreground">{t('title')}</h1>
        <p className="mt-4 text-lg text-muted">{rich('intro')}</p>
        {sections.map((section, i) => (
          <section
            key={section.heading}
            aria-labelledby={`section-${i + 1}`}
            className="mt-10"
            data-testid="legal-section"
          >
            <h2 id={`section-${i + 1}`} className="text-2xl font-bold text-foreground">
              {section.heading}
            </h2>
            {section.paragraphs.map((_, j) => (
              <p key={j} className="mt-3 text-foreground">
                {rich(`sections.${i}.paragraphs.${j}`)}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-foreground">
                {section.items.map((_, j) => (
                  <li key={j}>{rich(`sections.${i}.items.${j}`)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
