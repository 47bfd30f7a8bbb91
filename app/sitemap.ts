import type { MetadataRoute } from 'next';
import { indexedPages } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/urls';

export const dynamic = 'force-static';

// Every indexable page in both languages, each with its hreflang alternates; noindex pages are left out.
export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPages.flatMap((path) => {
    const languages = {
      sv: absoluteUrl('sv', path),
      en: absoluteUrl('en', path),
      'x-default': absoluteUrl('sv', path),
    };
    return (['sv', 'en'] as const).map((locale) => ({
      url: absoluteUrl(locale, path),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.8,
      alternates: { languages },
    }));
  });
}
