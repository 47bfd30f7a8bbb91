// Functions that run inside the page, in either engine: each is sent as its source text, so it uses
// nothing from outside its own body.

/** An element as a visitor finds it: by what it is (a CSS selector) and the name it is announced with. */
export type ElementQuery = {
  /** What kind of element: 'button', 'a[href]', 'input, textarea', 'summary', '#main-menu a'… */
  css: string;
  /** Its accessible name, whitespace collapsed: equal to this, or starting with it when `prefix` is set. */
  name?: string;
  prefix?: boolean;
  /** Only inside the first element that matches this selector. */
  within?: string;
  /** The nth (from 0) of the visible elements that match, instead of the first. */
  nth?: number;
};

/**
 * The first (or nth) visible element that matches the query, or null. The name is what assistive technology
 * reads in the simple cases this site has: aria-label, aria-labelledby, the element's <label>s, or its
 * own text, in that order, without what is aria-hidden or not displayed.
 */
export function findElement(query: ElementQuery): Element | null {
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    // Text that is not displayed is not announced (the menu's toggle swaps its name so).
    if (getComputedStyle(node).display === 'none') return '';
    return [...node.childNodes].map(text).join('');
  };
  const accessibleName = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return label;
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .map((part) => (part ? text(part) : ''))
        .join(' ');
    }
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return [...labels].map(text).join(' ');
    return text(el);
  };
  const squash = (value: string) => value.replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    // checkVisibility also rules out the content of a closed <details>, which Gecko lays out unseen.
    return el.getClientRects().length > 0 && el.checkVisibility() && style.visibility !== 'hidden';
  };
  const root = query.within ? document.querySelector(query.within) : document;
  if (!root) return null;
  let skip = query.nth ?? 0;
  for (const el of root.querySelectorAll(query.css)) {
    if (!visible(el)) continue;
    if (query.name !== undefined) {
      const name = squash(accessibleName(el));
      if (query.prefix ? !name.startsWith(query.name) : name !== query.name) continue;
    }
    if (skip-- === 0) return el;
  }
  return null;
}

/**
 * Starts recording what a visitor's console would show as a problem: uncaught errors (and a script or
 * style sheet that failed to load), rejected promises nobody handled, console.error, and content
 * security policy violations. Once per document; problems() reads the record.
 */
export function recordProblems(): void {
  const page = window as unknown as { __engineProblems?: string[] };
  if (page.__engineProblems) return;
  const problems: string[] = (page.__engineProblems = []);
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLScriptElement | HTMLLinkElement | null;
      if (event instanceof ErrorEvent) problems.push(`uncaught: ${event.message}`);
      else if (target && target !== (window as unknown)) {
        problems.push(`failed to load: ${(target as HTMLScriptElement).src || (target as HTMLLinkElement).href}`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`csp: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
  );
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    error(...args);
  };
}

/**
 * Whether this document is the one a visitor stays on: parsed, and not on its way to another (the
 * language script hides a page it sends on before its first paint, then replaces it).
 */
export function documentStays(): boolean {
  return document.readyState !== 'loading' && document.documentElement.style.visibility !== 'hidden';
}

/** What recordProblems has seen in this document (null: it was not recording). */
export function recordedProblems(): string[] | null {
  return (window as unknown as { __engineProblems?: string[] }).__engineProblems ?? null;
}

/** Whether the phone menu's panel is on screen, as `expected` says. */
export function menuShown(expected: boolean): boolean {
  const menu = document.getElementById('main-menu');
  // checkVisibility: the content of a closed <details> keeps its boxes in Gecko (content-visibility).
  const shown = !!menu && menu.checkVisibility() && getComputedStyle(menu).visibility !== 'hidden';
  return shown === expected;
}
