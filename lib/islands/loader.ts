// The islands' loader: the one script every exported page runs from its own HTML, inline in <head>
// (scripts/build/islands/ compiles it with the registry's table; components/islands/registry.mjs says what
// each island is). It starts each island by its rule, and listens from before the first paint, so a visitor
// who acts before an island has started is never caught between the HTML and the script: the island starts
// at once, and what it must see (a press, a form's send) is held and handed to it once it has hydrated.
// Pages that no island acts on load nothing else. Kept small: it is in every page's first round trip.

import { afterNextPaint, whenIdle } from '../when-idle';
import { actedAt, noteActedAt } from './acted-at';

/** One island of the table: its module's URL, when it starts, what it holds, and when it is not wanted. */
export type IslandEntry = {
  /** The URL of the module whose `mount(element, props)` starts it. */
  url: string;
  start: 'load' | 'idle' | 'visible' | 'interaction' | 'press';
  hold?: readonly ('click' | 'keydown' | 'submit')[];
  unlessStored?: { key: string; values: readonly string[] };
  /** Started at load when the page's address has this query parameter (the search page's ?q=). */
  loadWithQuery?: string;
  /** `visible` once this share of it is on screen, rather than once scrolled to. */
  visibleShare?: number;
};

export type IslandTable = Record<string, IslandEntry>;

type Started = { done: boolean; held: Event[]; ready: Promise<void> };

/** The custom element of every island (components/islands/registry.mjs, ISLAND_ELEMENT). */
const ELEMENT = 'fyrtorn-island';

/** Events that start an island: any sign that the visitor is about to use it. */
const INTENT = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown', 'click', 'submit', 'invalid'];

/** Whether localStorage holds one of the values under the key (storage blocked: it does not). */
function isStored(rule: IslandEntry['unlessStored']): boolean {
  if (!rule) return false;
  try {
    return rule.values.includes(window.localStorage.getItem(rule.key) ?? '');
  } catch {
    return false;
  }
}

/** After the page's load event, once the browser is idle (Safari has no requestIdleCallback: a task later). */
function afterLoadWhenIdle(task: () => void) {
  const idle = () => void whenIdle(task);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Hands a held event to the island that has now hydrated, as a new event of the same kind on the same element,
 * which carries the time noted when the visitor's own came (acted-at.ts): a send is timed from its press.
 */
function replay(event: Event) {
  const target = event.target as Element;
  if (!target.isConnected) return;
  const at = actedAt(event) ?? performance.now();
  if (event.type === 'click' || event.type === 'keydown') {
    const again =
      event.type === 'click'
        ? new MouseEvent('click', event as MouseEventInit)
        : new KeyboardEvent('keydown', event as KeyboardEventInit);
    noteActedAt(again, at);
    target.dispatchEvent(again);
    return;
  }
  const form = event.type === 'submit' ? (target as HTMLFormElement) : (target as HTMLInputElement).form;
  if (!form) return;
  // The browser makes the submit event of requestSubmit() and dispatches it before the call returns: noted on
  // its way down, before any island's listener sees it.
  const stamp = (submit: Event) => noteActedAt(submit, at);
  document.addEventListener('submit', stamp, { capture: true, once: true });
  try {
    form.requestSubmit((event as SubmitEvent).submitter ?? undefined);
  } finally {
    // No submit when the browser's own check stops it (an island that failed to load).
    document.removeEventListener('submit', stamp, { capture: true });
  }
}

/** Prefetches a same-origin page when the pointer rests on its link: for browsers without speculation rules. */
function prefetchOnHover() {
  const done = new Set([location.pathname]);
  let timer = 0;
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    clearTimeout(timer);
    if (!link || link.origin !== location.origin || link.target || done.has(link.pathname)) return;
    timer = window.setTimeout(
      () => {
        done.add(link.pathname);
        const hint = document.createElement('link');
        hint.rel = 'prefetch';
        hint.href = link.pathname;
        document.head.appendChild(hint);
      },
      event.type === 'mouseover' ? 100 : 0,
    );
  };
  for (const type of ['mouseover', 'touchstart', 'focusin'])
    document.addEventListener(type, prefetch, { passive: true });
}

/** The module of an island, by URL (the browser's import(); the tests give their own). */
type ModuleLoader = (url: string) => Promise<{ mount: (element: Element, props: unknown) => unknown }>;

export function startIslands(table: IslandTable, load: ModuleLoader = (url) => import(url)) {
  // The page has its loader (without JavaScript it never gets this, nor data-hydrated): the tests read it.
  document.documentElement.setAttribute('data-islands', '');
  const started = new WeakMap<Element, Started>();
  const entryOf = (island: Element) => table[island.getAttribute('data-island') ?? ''];

  /** Starts an island once; undefined for an island that is not wanted (or not known: reported). */
  function start(island: Element): Started | undefined {
    const known = started.get(island);
    if (known) return known;
    const name = island.getAttribute('data-island');
    const entry = entryOf(island);
    if (!entry) {
      console.error(`Island ${name} on ${location.pathname} is not in the islands' table.`);
      return;
    }
    if (isStored(entry.unlessStored)) return;
    const state: Started = { done: false, held: [], ready: Promise.resolve() };
    started.set(island, state);
    // Once started, or once it has failed to (offline, blocked): the held events go to the island, or to the
    // browser, which then does what it does without the island (a form posts itself).
    const release = () => {
      state.done = true;
      state.held.splice(0).forEach(replay);
    };
    state.ready = load(entry.url)
      .then((module) => module.mount(island, JSON.parse(island.getAttribute('data-props') ?? '{}')))
      .then(
        () => {
          island.setAttribute('data-island-ready', '');
          release();
        },
        (error) => {
          release();
          // Said a moment later: a page the visitor is leaving cancels its imports, and is gone by then.
          setTimeout(() => console.error(`Island ${name} on ${location.pathname} did not start:`, error), 500);
        },
      );
    return state;
  }

  // From before the first paint: an event inside an island starts it; one it holds waits for it.
  const onIntent = (event: Event) => {
    const island = event.target instanceof Element ? event.target.closest(ELEMENT) : null;
    // The first focus inside an island, for an island that times the visitor (the contact form). Noted on the
    // clock of performance.now() as the event comes, not by its timeStamp, whose clock older engines set otherwise.
    if (island && event.type === 'focusin') noteActedAt(island, performance.now());
    // One that starts with a press waits for it: a pointer resting on it or a focus is not one. The press is
    // done without it, so it starts once the frame showing the press has been painted, and takes nothing from
    // it (once started, what it holds is held as for any other).
    if (island && !started.has(island) && entryOf(island)?.start === 'press') {
      if (event.type === 'click') afterNextPaint(() => start(island));
      return;
    }
    const state = island && start(island);
    if (!island || !state || state.done) return;
    const kind = event.type === 'invalid' ? 'submit' : event.type;
    if (!entryOf(island).hold?.includes(kind as 'click')) return;
    // A key keeps what the browser does with it (Tab moves on); the island sees it too, once it is there.
    if (kind !== 'keydown') event.preventDefault();
    if (kind === 'click') event.stopPropagation();
    // One send, however many fields the browser found wanting: the island checks them all with its own messages.
    if (kind !== 'submit' || !state.held.some((held) => held.type === 'submit' || held.type === 'invalid')) {
      noteActedAt(event, performance.now());
      state.held.push(event);
    }
  };
  for (const type of INTENT) {
    document.addEventListener(type, onIntent, { capture: true, passive: type === 'touchstart' });
  }

  const startSeen = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
    for (const { isIntersecting, target } of entries) {
      // A child fixed on the screen (the form's toasts' live region) is always there, and says nothing about
      // where the visitor is. Asked here, not when the children are first watched: the loader runs ahead of
      // the style sheets, and at DOMContentLoaded they may not be in yet (every child is still static then);
      // an observer's first report comes after a rendering, which waits for them.
      if (getComputedStyle(target).position === 'fixed') {
        observer.unobserve(target);
        continue;
      }
      const island = isIntersecting && target.closest(ELEMENT);
      if (!island) continue;
      for (const child of island.children) observer.unobserve(child);
      start(island);
    }
  };
  // Scrolled to, not peeking in at the foot of the screen: an island that starts when seen costs nothing to a
  // visitor who never gets there. One that says what share of it must be on screen is watched by that share.
  const observers = new Map<number | undefined, IntersectionObserver>();
  const observerFor = (share?: number) => {
    let observer = observers.get(share);
    if (!observer) {
      observer = new IntersectionObserver(
        startSeen,
        share === undefined ? { rootMargin: '0px 0px -20% 0px' } : { threshold: share },
      );
      observers.set(share, observer);
    }
    return observer;
  };

  const schedule = () => {
    const loading: Promise<void>[] = [];
    const query = new URLSearchParams(location.search);
    for (const island of document.querySelectorAll(ELEMENT)) {
      const entry = entryOf(island);
      const now = entry?.start === 'load' || (entry?.loadWithQuery !== undefined && query.has(entry.loadWithQuery));
      if (now) loading.push(start(island)?.ready ?? Promise.resolve());
      else if (entry?.start === 'idle') afterLoadWhenIdle(() => start(island));
      // The element itself has no box (display: contents): its children are what comes into view.
      else if (entry?.start === 'visible') {
        for (const child of island.children) observerFor(entry.visibleShare).observe(child);
      } else if (!entry) start(island);
    }
    // The page is ready for a visitor's hand: what starts at load has started (the tests wait for this).
    void Promise.all(loading).then(() => document.documentElement.setAttribute('data-hydrated', ''));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', schedule, { once: true });
  else schedule();

  if (!HTMLScriptElement.supports?.('speculationrules')) prefetchOnHover();
}
