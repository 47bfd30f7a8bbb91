'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { switchLocalePath } from '@/lib/i18n/switch-path';
import { storeLocalePreference } from '@/lib/i18n/preference';

/** "EN" on Swedish pages, "SV" on English ones; a plain link, so it works before hydration too. */
export function LanguageToggle() {
  const t = useTranslations('LanguageToggle');
  const locale = useLocale();
  const target = locale === 'sv' ? 'en' : 'sv';
  const href = switchLocalePath(usePathname(), target);

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      onClick={() => storeLocalePreference(target)}
      data-testid="language-toggle"
      className="inline-flex h-10 min-w-10 items-center justify-center rounded-lg border border-border px-2 text-sm font-bold text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary"
    >
      {t('short')}
      <span className="sr-only" lang={locale}>
        {' '}
        – {t('label')}
      </span>
    </a>
  );
}
