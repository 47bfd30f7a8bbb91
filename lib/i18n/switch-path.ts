import { hasEnglishTwin, paths } from '../routes';
import { getPathname } from './navigation';
import type { Locale } from './routing';

const knownPaths: readonly string[] = Object.values(paths);

/** Strips the locale prefix: "/en/fdaas" → "/fdaas", "/en" → "/", "/fdaas" → "/fdaas". */
export function toSwedishPath(pathname: string): string {
  let path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path === '/en') return '/';
  if (path.startsWith('/en/')) path = path.slice(3);
  return path === '' ? '/' : path;
}

/**
 * Where the language toggle leads (SPEC §2, DECISIONS §4): to English, the /en twin, or /en itself
 * from a Swedish-only or unknown page; to Swedish, the path without the prefix, or / when nothing
 * remains or the page is unknown.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const swedish = toSwedishPath(pathname);
  const hasTarget = target === 'en' ? hasEnglishTwin(swedish) : knownPaths.includes(swedish);
  return getPathname({ locale: target, href: hasTarget ? swedish : '/' });
}
