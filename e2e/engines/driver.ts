import type { ElementQuery } from './in-page';

/** The engines the lane drives with the pages' JavaScript on: Chromium is every other suite's. */
export const engines = ['firefox', 'webkit'] as const;
/** With JavaScript off, Chromium as well: no other suite visits every page without it. */
export const enginesWithoutScript = ['chromium', ...engines] as const;
export type Engine = (typeof enginesWithoutScript)[number];

/**
 * What the lane asks of a browser, the same for every engine (puppeteer-driver.ts over WebDriver BiDi for
 * Firefox and the DevTools protocol for Chromium, webkit.ts over WebDriver classic): load a URL, run a
 * function in the page, click and type as a visitor does, size the viewport, photograph it.
 */
export interface EngineDriver {
  readonly engine: Engine;
  /** The browser's own name for its version, e.g. "firefox/153.7.0" or "WebKitGTK 2.50.6". */
  readonly version: string;
  /** Loads the URL; resolves once the new document has been parsed (DOMContentLoaded), not at load. */
  navigate(url: string): Promise<void>;
  /** Runs `fn(...args)` in the page (its source text is sent) and resolves to its awaited result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Clicks the element the query finds, with real input events; throws when there is none. */
  click(query: ElementQuery): Promise<void>;
  /** Focuses the field the query finds and types the text key by key. */
  type(query: ElementQuery, text: string): Promise<void>;
  /** Picks the option with this value in the <select> the query finds, as the driver's own select does. */
  select(query: ElementQuery, value: string): Promise<void>;
  /** Sets the viewport (the page's layout size, in CSS pixels). */
  setViewport(width: number, height: number): Promise<void>;
  /**
   * A PNG of the viewport, or of the whole page: in one file, or (WebKit) in a series of screens,
   * file-1.png, file-2.png… Resolves to the files written.
   */
  screenshot(file: string, options: { fullPage: boolean }): Promise<string[]>;
  /** Problems the browser itself reported since the last call (the console's errors, where the driver can read them). */
  takeConsoleErrors(): string[];
  close(): Promise<void>;
}
