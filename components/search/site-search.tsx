'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ExcerptPart } from '@/lib/search/excerpt';
import { SEARCH_TIME_LIMIT_MS, isSitePath, loadPagefind } from '@/lib/search/pagefind';

/** Every text the island shows, translated on the server; `{query}` is filled in here. */
export type SearchText = {
  label: string;
  /** The heading of the list of every page. */
  allPages: string;
  submit: string;
  loading: string;
  empty: string;
  /** Above the results: `{query}` and `{count}` are filled in here. */
  results: string;
  noResults: string;
  noResultsHint: string;
  contact: string;
  unavailable: string;
};

type Result = { url: string; title: string; excerpt: ExcerptPart[] };

type State =
  | { kind: 'empty' }
  | { kind: 'loading'; query: string }
  | { kind: 'results'; query: string; results: Result[] }
  | { kind: 'unavailable' };

/** A page the search indexes: its URL in the page's language, and its title. */
export type SearchPageLink = { href: string; title: string };

type SiteSearchProps = {
  text: SearchText;
  contactHref: string;
  /** Every indexed page: listed without a query, without JavaScript and until the index loads. */
  pages: readonly SearchPageLink[];
};

const linkClass =
  'font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary';

const queryInUrl = () => new URLSearchParams(window.location.search).get('q')?.trim() ?? '';

/** This page's address for a query (without one, the page's own). */
const urlOf = (term: string) => (term ? `?q=${encodeURIComponent(term)}` : window.location.pathname);

const pause = (ms: number) => new Promise<void>((resolve) => (ms ? window.setTimeout(resolve, ms) : resolve()));

// A replacer function: a query such as "$&" is inserted as typed, not read as a replacement pattern.
const fill = (template: string, query: string, count = 0) =>
  template.replace('{count}', String(count)).replace('{query}', () => query);

/** The search form and its results; the query lives in the URL (`?q=`), so a link or a reload repeats it. */
export function SiteSearch({ text, contactHref, pages }: SiteSearchProps) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'empty' });
  // After a submit, the next query gets a history entry of its own; typing only replaces the current one.
  const newEntry = useRef(false);
  // Each search counts; only the newest may change what the page shows.
  const latest = useRef(0);

  const run = useCallback(async (value: string, debounceMs: number) => {
    const term = value.trim();
    const id = ++latest.current;
    const isLatest = () => latest.current === id;
    if (!term) {
      setState({ kind: 'empty' });
      return;
    }
    setState((current) => (current.kind === 'results' ? current : { kind: 'loading', query: term }));
    const giveUp = window.setTimeout(() => {
      if (isLatest()) setState({ kind: 'unavailable' });
    }, SEARCH_TIME_LIMIT_MS);
    try {
      // The index (and the excerpt code, needed only for results) loads while typing pauses; the query
      // still standing after the pause is searched. The pause and the order are this island's own, not
      // Pagefind's debouncedSearch: that answers null to a search a later call overtook, and calls made
      // while the index loaded could reach it out of order, leaving the newest query unanswered.
      const loading = Promise.all([loadPagefind(), import('@/lib/search/excerpt')]);
      const [[pagefind, { excerptParts }]] = await Promise.all([loading, pause(debounceMs)]);
      if (!isLatest()) return;
      const search = await pagefind.search(term);
      if (!isLatest()) return;
      const data = await Promise.all(search.results.map((result) => result.data()));
      if (!isLatest()) return;
      const results = data
        .filter((page) => isSitePath(page.url))
        .map((page) => ({
          url: page.url,
          title: page.meta.title ?? page.url,
          excerpt: excerptParts(page.content, page.locations),
        }));
      setState({ kind: 'results', query: term, results });
    } catch {
      if (isLatest()) setState({ kind: 'unavailable' });
    } finally {
      window.clearTimeout(giveUp);
    }
  }, []);

  const writeUrl = (value: string) => {
    const term = value.trim();
    const url = urlOf(term);
    if (newEntry.current && term !== queryInUrl()) {
      window.history.pushState(null, '', url);
      newEntry.current = false;
    } else {
      window.history.replaceState(null, '', url);
    }
  };

  // The query of the URL on load and on back/forward. A query typed before the island hydrated counts on
  // load, and goes into the URL as a typed one does (a reload or a shared link repeats it).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const show = (value: string) => {
      setQuery(value);
      void run(value, 0);
    };
    const typed = input.current?.value.trim() ?? '';
    if (!queryInUrl() && typed) window.history.replaceState(null, '', urlOf(typed));
    show(queryInUrl());
    const fromUrl = () => show(queryInUrl());
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [run]);

  const onChange = (value: string) => {
    setQuery(value);
    writeUrl(value);
    void run(value, 200);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeUrl(query);
    newEntry.current = true;
    void run(query, 0);
  };

  // Said in the live region: a screen reader hears that the search is under way, its count, or that it failed.
  const status =
    state.kind === 'loading'
      ? text.loading
      : state.kind === 'unavailable'
        ? text.unavailable
        : state.kind === 'results' && state.results.length
          ? fill(text.results, state.query, state.results.length)
          : '';
  const showPages = state.kind !== 'results';

  return (
    <div className="mt-8">
      <form role="search" method="get" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor="search-query" className="text-sm font-semibold text-foreground">
            {text.label}
          </label>
          <input
            ref={input}
            id="search-query"
            type="search"
            name="q"
            value={query}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="h-12 w-full rounded-lg border border-border bg-background px-4 text-base text-foreground focus-visible:outline-2 focus-visible:outline-primary"
          />
        </div>
        <button
          type="submit"
          className="h-12 rounded-lg bg-primary px-6 font-semibold text-primary-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {text.submit}
        </button>
      </form>

      <div role="status" className="mt-6 min-h-7 text-lg font-semibold text-foreground" data-testid="search-status">
        {status}
      </div>

      {state.kind === 'results' && state.results.length ? (
        <ol className="mt-4 space-y-6" data-testid="search-results" data-query={state.query}>
          {state.results.map((result) => (
            <li key={result.url}>
              <a
                href={result.url}
                className="text-xl font-bold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
              >
                {result.title}
              </a>
              <p className="mt-1 text-foreground" data-testid="search-excerpt">
                {result.excerpt.map((part, i) =>
                  part.marked ? (
                    <mark key={i} className="rounded bg-accent-soft px-0.5 font-semibold text-foreground">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      ) : null}

      {state.kind === 'results' && !state.results.length ? (
        <div
          className="mt-2 rounded-xl border border-border bg-card p-6"
          data-testid="search-no-results"
          data-query={state.query}
        >
          <h2 className="text-xl font-bold text-foreground">{fill(text.noResults, state.query)}</h2>
          <p className="mt-2 text-foreground">{text.noResultsHint}</p>
          <a
            href={contactHref}
            className="mt-4 inline-block font-semibold text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {text.contact}
          </a>
        </div>
      ) : null}

      {showPages ? (
        <div data-testid="search-all-pages">
          {state.kind === 'empty' ? <p className="text-foreground">{text.empty}</p> : null}
          <nav aria-labelledby="all-pages-heading" className="mt-6">
            <h2 id="all-pages-heading" className="text-2xl font-bold text-foreground">
              {text.allPages}
            </h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="search-page-list">
              {pages.map((page) => (
                <li key={page.href}>
                  <a href={page.href} className={linkClass}>
                    {page.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
