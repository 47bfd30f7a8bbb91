import { getLocale, getTranslations } from 'next-intl/server';
import { LocalizedLink as Link } from '@/components/ui/localized-link';
import { HomeIcon } from '@/components/ui/icons';
import { paths, type AppPath } from '@/lib/routes';
import { JsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';

export type BreadcrumbItem = { label: string; href?: AppPath };

/**
 * The trail from home to the page, visible and as BreadcrumbList JSON-LD from the same items.
 * Home comes first (accessible label "Hem"/"Home"); every item but the last is a link, the last is
 * the current page. The structured data lists linked items by their own path and the current page
 * by `currentPath`.
 */
export async function Breadcrumb({ items, currentPath }: { items: readonly BreadcrumbItem[]; currentPath: AppPath }) {
  const locale = await getLocale();
  const t = await getTranslations('Common');
  const trail = items.map((item, index) => ({
    name: item.label,
    path: index === items.length - 1 ? currentPath : (item.href ?? currentPath),
  }));

  return (
    <>
      <nav aria-label={t('breadcrumbLabel')} className="mx-auto max-w-6xl px-4 pt-6">
        <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <li className="flex items-center">
            <Link
              href={paths.home}
              aria-label={t('home')}
              className="inline-flex items-center rounded hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              <HomeIcon width={16} height={16} />
            </Link>
          </li>
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.label} className="flex items-center gap-2">
                <span aria-hidden="true">/</span>
                {last || !item.href ? (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className={last ? 'font-semibold text-foreground' : undefined}
                  >
                    {item.label}
                  </span>
                ) : (
                  <Link
                    href={item.href}
                    className="hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(locale, trail)} />
    </>
  );
}
