import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/localized-path';
import { defaultLocale } from '@/lib/i18n/locales';
import { swedishOnlyPaths, type AppPath } from '@/lib/routes';
import { prefetchWhenIdle } from './link-prefetch';

type LocalizedLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * An internal link in the page's language: "/kontakt" becomes "/en/kontakt" on English pages; a
 * Swedish-only page (a price list) stays Swedish, marked so with hreflang.
 * The href is resolved on the server (next-intl's getPathname), so no i18n code ships to the browser.
 * In-page (#…) and mailto: hrefs pass through unchanged. Pages are prefetched when idle (./link-prefetch.ts).
 */
export async function LocalizedLink({ href, ...props }: LocalizedLinkProps) {
  const locale = await getLocale();
  if (href.startsWith('#') || href.startsWith('mailto:')) return <NextLink href={href} prefetch={false} {...props} />;
  const [path, hash] = href.split('#');
  const swedishOnly = swedishOnlyPaths.includes(path.split('?')[0] as AppPath);
  const target = swedishOnly ? path : localizedPath(locale, path);
  // scroll={false}: the scroll position after a navigation is set by ScrollReset (components/layout/scroll-reset.tsx).
  return (
    <NextLink
      href={`${target}${hash ? `#${hash}` : ''}`}
      hrefLang={swedishOnly && locale !== defaultLocale ? defaultLocale : undefined}
      scroll={false}
      {...prefetchWhenIdle}
      {...props}
    />
  );
}
