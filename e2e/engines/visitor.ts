import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { COOKIE_CONSENT_KEY } from '../../lib/consent/cookie-consent';
import { waitUntil } from '../../scripts/shared/wait-until.mjs';
import type { EngineDriver } from './driver';
import { documentStays, recordedProblems, recordProblems, type ElementQuery } from './in-page';
import type { SiteServer } from './site-server';

/**
 * One visitor's browser tab in one engine, on the static export (site-server.ts): what the lane's tests
 * do, said the way a visitor does it, the same in Gecko and WebKit.
 */
export class Visitor {
  constructor(
    private readonly driver: EngineDriver,
    private readonly site: SiteServer,
  ) {}

  get engine() {
    return this.driver.engine;
  }

  url(path: string): string {
    return new URL(path, this.site.origin).href;
  }

  /**
   * Opens a page by its address. Its scripts are held on the server until the problem recorder runs in
   * the new document (in-page.ts), so that the recorder sees all they do. A page that sends the visitor
   * on before its first paint (a stored language) is waited out: the recorder goes into the page the
   * visitor lands on. `paused` keeps the scripts held: the page stays as first painted, before any of
   * its scripts ran, until resume().
   */
  async open(path: string, { paused = false } = {}): Promise<void> {
    this.site.holdScripts();
    try {
      await this.driver.navigate(this.url(path));
      await waitUntil(
        async () => {
          try {
            if (!(await this.driver.evaluate(documentStays))) return false;
            await this.driver.evaluate(recordProblems);
            return true;
          } catch {
            // The document went while the call ran (WebKit: "Callback was not called before the unload event").
            return false;
          }
        },
        { timeout: 15_000, interval: 50, message: () => `${this.engine}: ${path} settles on a page` },
      );
    } finally {
      if (!paused) this.site.release();
    }
  }

  /** Lets a page opened `paused` load its scripts. */
  resume(): void {
    this.site.release();
  }

  /** Resolves once the page has painted (its first paint timing entry). */
  async painted(): Promise<void> {
    await this.until(() => performance.getEntriesByType('paint').length > 0, 'the page paints');
  }

  /**
   * Resolves once the page looks as a visitor sees it: painted (so its stylesheets are in; a cold server may still
   * be compressing them when the document is parsed) and its web fonts loaded (the fallback's wider words are not
   * what a visitor reads). Asked again and again rather than awaited in the page, since a page without scripts runs
   * no callback for the lane either.
   */
  async shown(): Promise<void> {
    await this.until(
      () => performance.getEntriesByType('paint').length > 0 && document.fonts.status === 'loaded',
      'the page is painted with its fonts',
    );
  }

  /** Resolves once the page has hydrated: its buttons work (html[data-hydrated], components/layout/hydration-mark.tsx). */
  async hydrated(): Promise<void> {
    await this.until(() => document.documentElement.hasAttribute('data-hydrated'), 'the page hydrates', 20_000);
  }

  /** What the console would show as a problem since the page was opened. */
  async problems(): Promise<string[]> {
    const recorded = await this.driver.evaluate(recordedProblems);
    return [...this.driver.takeConsoleErrors(), ...(recorded ?? ['the problem recorder is not running in this page'])];
  }

  /** The address bar: path and query. */
  path(): Promise<string> {
    return this.driver.evaluate(() => location.pathname + location.search);
  }

  /**
   * Waits until the page's address is `path` and its document has been parsed: Firefox gives the new address
   * while the document is still empty (no `<html>` yet), which a look at the page right after would find.
   */
  async at(path: string): Promise<void> {
    let last = '(no answer)';
    await waitUntil(
      async () => {
        const now = await this.driver
          .evaluate(() => ({ path: location.pathname + location.search, parsed: document.readyState !== 'loading' }))
          .catch(() => null);
        if (now) last = now.path;
        return now?.parsed === true && now.path === path;
      },
      {
        timeout: 15_000,
        interval: 50,
        message: () => `${this.engine}: the address is ${path} (not within 15000 ms; it is ${last})`,
      },
    );
  }

  click(query: ElementQuery): Promise<void> {
    return this.driver.click(query);
  }

  type(query: ElementQuery, text: string): Promise<void> {
    return this.driver.type(query, text);
  }

  select(query: ElementQuery, value: string): Promise<void> {
    return this.driver.select(query, value);
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.driver.evaluate(fn, ...args);
  }

  /**
   * Waits until `check(...args)`, run in the page, is true; a document that is being replaced (a
   * navigation) counts as not yet. Throws with `what` when it does not come within `timeout` ms.
   */
  async until<A extends unknown[]>(
    check: (...args: A) => boolean | Promise<boolean>,
    what: string,
    timeout = 10_000,
    ...args: A
  ): Promise<void> {
    await waitUntil(() => this.driver.evaluate(check, ...args).catch(() => false), {
      timeout,
      interval: 50,
      message: () => `${this.engine}: ${what} (not within ${timeout} ms)`,
    });
  }

  setViewport(width: number, height: number): Promise<void> {
    return this.driver.setViewport(width, height);
  }

  async screenshot(file: string, options: { fullPage: boolean }): Promise<string[]> {
    mkdirSync(dirname(file), { recursive: true });
    return this.driver.screenshot(file, options);
  }

  /**
   * A new visitor: no stored choice of language or theme, no cookie, and the cookie banner answered
   * (`consent`) or not.
   */
  async forget({ consent }: { consent?: 'accepted' } = {}): Promise<void> {
    await this.driver.navigate(this.url('/robots.txt'));
    await this.driver.evaluate(
      (key, value) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const cookie of document.cookie.split(';')) {
          const name = cookie.split('=')[0].trim();
          if (name) document.cookie = `${name}=; max-age=0; path=/`;
        }
        if (value) localStorage.setItem(key, value);
      },
      COOKIE_CONSENT_KEY,
      consent ?? null,
    );
  }
}
