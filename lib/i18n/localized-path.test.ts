import { createNavigation } from 'next-intl/navigation';
import { paths } from '../routes';
import { localizedPath } from './localized-path';
import { locales } from './locales';
import { routing } from './routing';

// localizedPath is written out by hand so that pages and client islands need no next-intl runtime;
// it must give next-intl's answer for the routing the middleware uses.
const { getPathname } = createNavigation(routing);

describe('localizedPath', () => {
  it.each([
    ['sv', '/', '/'],
    ['en', '/', '/en'],
    ['sv', '/fdaas', '/fdaas'],
    ['en', '/fdaas', '/en/fdaas'],
    ['en', '/lp/example-campaign', '/en/lp/example-campaign'],
  ] as const)('%s %s → %s', (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected);
  });

  const everyRoute = locales.flatMap((locale) => Object.values(paths).map((path) => [locale, path] as const));

  it.each(everyRoute)('matches next-intl getPathname for %s %s', (locale, path) => {
    expect(localizedPath(locale, path)).toBe(getPathname({ locale, href: path }));
  });
});
