import { getTranslations } from 'next-intl/server';
import { LocalizedLink as Link } from '@/components/ui/localized-link';
import { paths } from '@/lib/routes';
import { site, type SocialNetwork } from '@/lib/site';
import { ExternalLink } from '@/components/ui/external-link';
import { LighthouseIcon } from '@/components/ui/icons';

const columns = [
  {
    heading: 'servicesHeading',
    links: [
      { key: 'fdaas', href: paths.fdaas },
      { key: 'pdaas', href: paths.pdaas },
      { key: 'pricing', href: paths.subscriptions },
      { key: 'plusServices', href: paths.plusServices },
    ],
  },
  {
    heading: 'companyHeading',
    links: [
      { key: 'references', href: paths.references },
      { key: 'vision', href: paths.visionTeam },
      { key: 'careers', href: paths.careers },
      { key: 'contact', href: paths.contact },
    ],
  },
  {
    heading: 'legalHeading',
    links: [
      { key: 'privacy', href: paths.privacy },
      { key: 'terms', href: paths.terms },
      { key: 'cookieNotice', href: paths.cookieNotice },
    ],
  },
] as const;

const socialNetworks = Object.keys(site.social) as SocialNetwork[];

/**
 * The footer's id: the head's render-blocking `link rel="expect"` names it, so that the first paint
 * waits until the header and the main content are parsed (see SiteShell).
 */
export const FOOTER_ID = 'site-footer';

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const linkClass =
    'text-sm text-muted hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

  return (
    <footer id={FOOTER_ID} className="mt-24 border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-primary">
            <LighthouseIcon width={24} height={24} />
            {site.name}
          </p>
          <p className="mt-3 max-w-sm text-sm text-muted">{t('tagline')}</p>
          <h2 className="mt-6 text-sm font-semibold text-foreground">{t('socialHeading')}</h2>
          <ul className="mt-2 flex gap-4">
            {socialNetworks.map((network) => (
              <li key={network}>
                <ExternalLink href={site.social[network]} className={linkClass}>
                  {t(network)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold text-foreground">{t(column.heading)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link href={link.href} className={linkClass}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-border px-4 py-6 text-center text-xs text-muted">
        {t('copyright', {
          year: String(new Date().getFullYear()),
          company: site.legalName,
          orgNumber: site.registrationNumber,
        })}
      </p>
    </footer>
  );
}
