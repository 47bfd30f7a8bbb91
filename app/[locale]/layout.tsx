import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { locales } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/page-locale';
import { loadMessages, plainText } from '@/lib/i18n/messages';
import { site } from '@/lib/site';
import { iconFiles, manifestPath } from '@/lib/site-files.mjs';
import { SiteShell } from '@/components/layout/site-shell';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const meta = loadMessages(locale).Metadata;
  return plainText({
    metadataBase: new URL(site.url),
    title: { template: `%s | ${meta.siteName}`, default: meta.defaultTitle },
    description: meta.defaultDescription,
    applicationName: meta.siteName,
    // The drawn mark for browsers that take SVG, the .ico for the rest; the build draws the rasters.
    icons: {
      icon: [
        { url: iconFiles.ico, sizes: '32x32' },
        { url: iconFiles.svg, type: 'image/svg+xml' },
      ],
      apple: { url: iconFiles.apple, sizes: '180x180' },
    },
    manifest: manifestPath(locale),
  });
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1220' },
  ],
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return <SiteShell locale={locale}>{children as ReactNode}</SiteShell>;
}
