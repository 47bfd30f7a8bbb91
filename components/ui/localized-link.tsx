import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/localized-path';
import { prefetchWhenIdle } from './link-prefetch';

type LocalizedLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * An internal link in the page's language: "/kontakt" becomes "/en/kontakt" on English pages.
 * The href is resolved on the server (next-intl's getPathname), so no i18n code ships to the browser.
 * In-page (#…) and mailto: hrefs pass through unchanged. Pages are prefetched when idle (./link-prefetch.ts).
 */
export async function LocalizedLink({ href, ...props }: LocalizedLinkProps) {
  const locale = await getLocale();
  if (href.startsWith('#') || href.startsWith('mailto:')) return <NextLink href={href} prefetch={false} {...props} />;
  const [path, hash] = href.split('#');
  // scroll={false}: the scroll position after a navigation is set by ScrollReset (components/layout/scroll-reset.tsx).
  return (
    <NextLink
      href={`${localizedPath(locale, path)}${hash ? `#${hash}` : ''}`}
      scroll={false}
      {...prefetchWhenIdle}
      {...props}
    />
  );
}
