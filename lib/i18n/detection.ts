// Which language a visitor should see (docs/architecture.md). One pure decision, used by the static
// target's inline head script and by middleware.ts on the edge target.

export type LocaleDecisionInput = {
  /** The requested path as the browser shows it, e.g. "/", "/fdaas", "/en/fdaas". */
  pathname: string;
  /** The stored choice (localStorage or the NEXT_LOCALE cookie), if any: the language the visitor last chose or read. */
  stored: string | null | undefined;
  /** The browser's languages, most preferred first (navigator.languages or Accept-Language). */
  browserLanguages: readonly string[];
  userAgent: string;
  /** Swedish paths that have an English twin. */
  bilingualPaths: readonly string[];
};

/**
 * Returns the English path to send the visitor to, or null to stay.
 * Self-contained on purpose: its source text is embedded in the static pages' head script.
 */
export function decideLocaleRedirect(input: LocaleDecisionInput): string | null {
  let path = input.pathname;
  if (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.slice(0, -1);
  if (path === '/en' || path.indexOf('/en/') === 0) return null;
  if (input.bilingualPaths.indexOf(path) === -1) return null;
  // Search engines index every Swedish page: a crawler that keeps storage has "en" stored from
  // reading an English page, and is not sent away by it.
  if (/bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|mediapartners/i.test(input.userAgent)) {
    return null;
  }
  const twin = path === '/' ? '/en' : '/en' + path;
  if (input.stored === 'en') return twin;
  if (input.stored === 'sv') return null;
  if (path !== '/') return null;
  const first = input.browserLanguages.length > 0 ? input.browserLanguages[0] : '';
  if (!first) return null;
  return first.toLowerCase().indexOf('sv') === 0 ? null : twin;
}

/** Languages from an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
