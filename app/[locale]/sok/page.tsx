import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/localized-path';
import { pageLocale } from '@/lib/i18n/page-locale';
import { indexedPages, pageNamespaces, paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Island } from '@/components/islands/island';
import { SiteSearch, type SearchText } from '@/components/search/site-search';

type Props = PageProps<'/[locale]/sok'>;

type Messages = ReturnType<typeof loadMessages>;

function indexedPageLinks(locale: Locale) {
  const messages = loadMessages(locale);
  return indexedPages.map((path) => {
    const namespace = pageNamespaces[path] as keyof Messages | undefined;
    const title = namespace && (messages[namespace] as { meta?: { title?: string } }).meta?.title;
    // A page added to the sitemap needs its entry in pageNamespaces: the build stops here until it has one.
    if (!title) throw new Error(`app/[locale]/sok: no title for ${path} in the list of all pages.`);
    return { href: localizedPath(locale, path), title };
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Search', { locale, path: paths.search });
}

export default async function SearchPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Search');
  const search = loadMessages(locale).Search;
  const pages = indexedPageLinks(locale);
  const text: SearchText = {
    label: search.label,
    allPages: search.allPages,
    submit: search.submit,
    loading: search.loading,
    empty: search.empty,
    // {count} and {query} stay placeholders: the island fills them in, with no i18n code in the browser.
    results: t('results', { count: '{count}', query: '{query}' }),
    noResults: t('noResults', { query: '{query}' }),
    noResultsHint: search.noResultsHint,
    contact: search.contact,
    unavailable: search.unavailable,
  };

  return (
    <>
      <Breadcrumb items={[{ label: search.breadcrumb }]} currentPath={paths.search} />
      <div className="mx-auto max-w-3xl px-4 pt-10">
        <h1 className="text-4xl font-extrabold tracking-tight text-foreground">{search.title}</h1>
        <p className="mt-4 text-lg text-muted">{search.intro}</p>
        <Island
          name="site-search"
          component={SiteSearch}
          props={{ text, contactHref: localizedPath(locale, paths.contact), pages }}
        />
      </div>
    </>
  );
}
