import { getLocale, getTranslations } from 'next-intl/server';
import { LocalizedLink as Link } from '@/components/ui/localized-link';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { LighthouseIcon, SearchIcon } from '@/components/ui/icons';
import { Island } from '@/components/islands/island';
import { localizedPath } from '@/lib/i18n/localized-path';
import { buttonStyles } from '@/components/ui/button-styles';
import { MainNav } from './main-nav';
import { themeChoices, type ThemeChoice } from '@/lib/theme';
import { ThemeToggle } from './theme-toggle';
import { LanguageToggle } from './language-toggle';

const navItems = [
  { key: 'subscriptions', href: paths.subscriptions },
  { key: 'annualPackage', href: paths.annualPackage },
  { key: 'references', href: paths.references },
  { key: 'visionTeam', href: paths.visionTeam },
  { key: 'careers', href: paths.careers },
  { key: 'contact', href: paths.contact },
  { key: 'plusServices', href: paths.plusServices },
] as const;

export async function SiteHeader() {
  const t = await getTranslations('Nav');
  const tCommon = await getTranslations('Common');
  const tTheme = await getTranslations('ThemeToggle');
  const tLanguage = await getTranslations('LanguageToggle');
  const locale = await getLocale();
  const themeLabels = Object.fromEntries(
    themeChoices.map((current, i) => {
      const next = themeChoices[(i + 1) % themeChoices.length];
      return [current, tTheme('label', { current: tTheme(current), next: tTheme(next) })];
    }),
  ) as Record<ThemeChoice, string>;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 xl:max-w-7xl">
        <Link
          href={paths.home}
          aria-label={t('homeLabel')}
          className="flex items-center gap-2 text-lg font-bold text-primary"
        >
          <LighthouseIcon width={26} height={26} />
          <span aria-hidden="true">{site.name}</span>
        </Link>
        <MainNav
          label={t('label')}
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          items={[
            ...navItems.map((item) => ({ href: localizedPath(locale, item.href), label: t(item.key) })),
            { href: site.portal.url, label: t('login'), external: true },
          ]}
          newTab={tCommon('newTab')}
        />
        <div className="ml-auto flex items-center gap-2 xl:ml-0">
          <Link href={paths.contact} className={`${buttonStyles.primary} !px-4 !py-2 text-sm max-sm:hidden`}>
            {t('contactButton')}
          </Link>
          {/* One search link for every width: beside the toggles, outside the collapsible menu. */}
          <Link
            href={paths.search}
            aria-label={t('search')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary"
          >
            <SearchIcon />
          </Link>
          <Island name="theme-toggle" component={ThemeToggle} props={{ labels: themeLabels }} />
          <LanguageToggle locale={locale} short={tLanguage('short')} label={tLanguage('label')} />
        </div>
      </div>
    </header>
  );
}
