import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { inter } from '@/lib/fonts/inter';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { localeRedirectScript, localeSaveScript } from '@/lib/i18n/locale-script';
import { themeScript } from '@/lib/theme';
import { viewTransitionScript } from '@/lib/view-transition';
import { JsonLd, organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { SiteHeader } from './site-header';
import { FOOTER_ID, SiteFooter } from './site-footer';
import { CookieBanner } from './cookie-banner';
import { BackToTop } from './back-to-top';
import { ScrollReset } from './scroll-reset';
import { HydrationMark } from './hydration-mark';
import { IdlePrefetch } from './idle-prefetch';
import { MotionProvider } from '@/components/motion/motion-provider';
import { Island, ScriptIsland } from '@/components/islands/island';
import { ScriptIslands } from '@/components/islands/script-islands';

/** The document every page shares: <html lang>, theme, chrome, and site-wide structured data. */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const messages = loadMessages(locale);
  return (
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root layout renders <head> itself */}
      <head>
        {/* No first paint before the footer is parsed (Chromium; other engines ignore it): a page
            painted while its HTML was still arriving showed the header's navigation, then moved it as
            the controls on its right came in, and moved the hero's text as its picture came in. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        {/* Before the first paint: the stored theme, and the language: on Swedish pages the redirect
            to a stored English choice, on English pages the choice saved; and the cross-fade from the
            page before kept quiet when the browser cuts it short. One script, so one hash less in every
            page's CSP header. */}
        <script
          dangerouslySetInnerHTML={{
            __html: `${themeScript()};${locale === 'sv' ? localeRedirectScript() : localeSaveScript()};${viewTransitionScript()}`,
          }}
        />
      </head>
      <body id="top" className="min-h-screen bg-background font-sans text-foreground antialiased">
        {/* No i18n runtime in the browser: islands get their text as props (components/islands/). */}
        <MotionProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
          >
            {t('skipToContent')}
          </a>
          <SiteHeader />
          <main id="main">{children}</main>
          <SiteFooter />
          <Island
            name="cookie-banner"
            component={CookieBanner}
            props={{ text: messages.CookieBanner, infoHref: localizedPath(locale, paths.cookieNotice) }}
          />
          <BackToTop label={messages.BackToTop.label} />
          <ScriptIsland name="reveal" />
          {/* Where Next hydrates the whole page (npm run dev): what the islands' loader does in the export. */}
          <ScrollReset />
          <IdlePrefetch />
          <ScriptIslands />
          <HydrationMark />
        </MotionProvider>
        <JsonLd data={[organizationJsonLd(), websiteJsonLd(locale)]} />
      </body>
    </html>
  );
}
