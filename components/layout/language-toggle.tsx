'use client';

import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { switchLocalePath } from '@/lib/i18n/switch-path';

type LanguageToggleProps = { locale: Locale; short: string; label: string };

/**
 * "EN" on Swedish pages, "SV" on English ones; a plain link, so it works before hydration too. The
 * choice is saved by the pages' head scripts (lib/i18n/locale-script.ts): an English page saves English
 * when it loads, and Swedish when this link on it is clicked.
 */
export function LanguageToggle({ locale, short, label }: LanguageToggleProps) {
  const target: Locale = locale === 'sv' ? 'en' : 'sv';
  const href = switchLocalePath(usePathname(), target);

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      data-testid="language-toggle"
      className="inline-flex h-10 min-w-10 items-center justify-center rounded-lg border border-border px-2 text-sm font-bold text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary"
    >
      {short}
      <span className="sr-only" lang={locale}>
        {` – ${label}`}
      </span>
    </a>
  );
}
