// Pagefind's browser API, loaded from the bundle the build writes (SEARCH_BUNDLE_PATH), never bundled
// into the app: only the search page asks for it, on load with a query or on the first input.
import { SEARCH_BUNDLE_PATH } from '../route-table.mjs';

/** What the search page reads of one result (Pagefind's `data()`). */
export type PagefindResultData = {
  url: string;
  /** The page's text inside <main>, as plain text. */
  content: string;
  /** Word positions of the matches in `content` (split on whitespace). */
  locations: number[];
  meta: { title?: string };
};

type PagefindSearch = { results: { id: string; data: () => Promise<PagefindResultData> }[] };

export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: Record<string, unknown>) => Promise<PagefindSearch>;
};

/**
 * How long the search page waits for an answer before it says the search could not be loaded (and lists
 * every page): a request of Pagefind's that never answers would otherwise leave it searching for good. An
 * answer that still comes replaces the message.
 */
export const SEARCH_TIME_LIMIT_MS = 10_000;

let loading: Promise<Pagefind> | null = null;

/**
 * Pagefind for this page's language (it reads <html lang>), on the main thread: its web worker
 * would be a second script that needs its own policy, and the index is small.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (
    import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ `${SEARCH_BUNDLE_PATH}pagefind.js`
    ) as Promise<Pagefind>
  )
    .then(async (pagefind) => {
      await pagefind.options({ noWorker: true });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** A result's link only if it is a path on this site (the index is ours; this keeps it so). */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
