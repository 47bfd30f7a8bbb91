import { hasEnglishTwin, paths } from '../routes';
import type { Locale } from './locales';
import { localizedPath } from './localized-path';

const knownPaths: readonly string[] = Object.values(paths);

/**
 * Strips the locale prefix: "/en/fdaas" → "/fdaas", "/en" → "/", "/fdaas" → "/fdaas". The internal
 * "/sv" prefix (what a Swedish page sees of its route while it is prerendered) goes too.
 */
export function toSwedishPath(pathname: string): string {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const match = /^\/(en|sv)(\/.*)?$/.exec(path);
  return match ? (match[2] ?? '/') : path;
}

/**
 * Where the language toggle leads: to English, the /en twin, or /en itself
 * from a Swedish-only or unknown page; to Swedish, the path without the prefix, or / when nothing
 * remains or the page is unknown.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const swedish = toSwedishPath(pathname);
  const hasTarget = target === 'en' ? hasEnglishTwin(swedish) : knownPaths.includes(swedish);
  return localizedPath(target, hasTarget ? swedish : '/');
}
