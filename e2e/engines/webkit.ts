import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from '../../scripts/shared/engines.mjs';
import { freePort } from '../../scripts/shared/free-port.mjs';
import { waitUntil } from '../../scripts/shared/wait-until.mjs';
import type { EngineDriver } from './driver';
import { findElement, type ElementQuery } from './in-page';

// Made once per checkout, under node_modules/ like the host tools (npm ci clears it).
const CACHE_DIR = resolve('node_modules/.cache/fyrtorn-engines');
const LOCALE = 'sv_SE.UTF-8';

/**
 * WebKitGTK reads navigator.language from the C library's locale, and a Debian machine has no Swedish
 * one unless someone generated it: compile it into the cache (a second or two, once) for MiniBrowser alone.
 */
function swedishLocale(): string {
  const dir = join(CACHE_DIR, 'locale');
  if (!existsSync(join(dir, LOCALE, 'LC_CTYPE'))) {
    mkdirSync(dir, { recursive: true });
    const made = spawnSync('localedef', ['-i', 'sv_SE', '-f', 'UTF-8', join(dir, LOCALE)], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`webkit: localedef could not make ${LOCALE}: ${made.stderr}`);
  }
  return dir;
}

/**
 * GTK's settings for MiniBrowser, in a folder given to it as XDG_CONFIG_HOME. Its toolbar keeps the
 * window at least 447 px wide, wider than a phone: a style sheet shrinks the toolbar's widgets to
 * nothing, so that any width down to 320 px fits (the page itself is not touched). WebKitGTK answers
 * prefers-reduced-motion from GTK's animations setting.
 */
function gtkConfig(reducedMotion: boolean): string {
  const dir = join(CACHE_DIR, reducedMotion ? 'gtk-reduced-motion' : 'gtk');
  mkdirSync(join(dir, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(dir, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.01); }\n',
  );
  writeFileSync(join(dir, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`);
  return dir;
}

/**
 * Ends the process group of xvfb-run (Xvfb, the D-Bus session, WebKitWebDriver, MiniBrowser): asks,
 * then, once xvfb-run has gone or after 3 s, kills what is left of it.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone.
    }
  };
  const exited = child.exitCode === null ? new Promise((done) => child.once('exit', done)) : Promise.resolve();
  signal('SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 3000))]);
  signal('SIGKILL');
}

/**
 * WebKitGTK's MiniBrowser, driven by selenium-webdriver through Debian's WebKitWebDriver, in a virtual
 * X display (xvfb-run) with a D-Bus session of its own, Swedish (navigator.language sv-SE);
 * `reducedMotion`: prefers-reduced-motion is "reduce"; `javaScript: false`: the pages' own scripts do not run
 * (WebKit's JavaScript in markup off; the lane's calls, through WebKit's automation, still run).
 * WebDriver classic has no way to run a script before a page's own, and WebKitWebDriver none to read
 * the console: the lane holds a page's scripts on the server while it starts the problem recorder
 * (visitor.ts). Pages load with the "none" strategy (WebKitWebDriver 2.50 hangs on the next command
 * after an "eager" load) and navigate() waits for the new document itself.
 */
export async function launchWebKit({ reducedMotion = false, javaScript = true } = {}): Promise<EngineDriver> {
  const port = await freePort('servers');
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 2560x1600x24', 'dbus-run-session', '--', WEBKIT_DRIVER_PATH, `--port=${port}`],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        LOCPATH: swedishLocale(),
        LC_ALL: LOCALE,
        XDG_CONFIG_HOME: gtkConfig(reducedMotion),
        // Composited, as Safari and WebKitGTK's browsers paint: without compositing (WEBKIT_DISABLE_COMPOSITING_MODE,
        // a fifth less of the machine under Xvfb's software OpenGL) WebKitGTK 2.50 hangs on a cross-document view
        // transition, which the site's pages have (docs/browsers.md).
      },
    },
  );
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`webkit: xvfb-run ended (${child.exitCode}):\n${output}`);
        return fetch(`${url}/status`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeout: 30_000, message: () => `webkit: WebKitWebDriver did not answer on ${url}:\n${output}` },
    );
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: ['--automation', ...(javaScript ? [] : ['--enable-javascript-markup=false'])],
        },
      })
      .build();
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  const version = `WebKitGTK ${(await driver.getCapabilities()).get('browserVersion')}`;

  const run = <R>(fn: (...args: never[]) => unknown, ...args: unknown[]) =>
    driver.executeScript<R>(`return (${fn}).apply(null, arguments)`, ...args);
  const element = async (query: ElementQuery): Promise<WebElement> => {
    const found = await run<WebElement | null>(findElement, query);
    if (!found) throw new Error(`webkit: no visible ${JSON.stringify(query)} on ${await driver.getCurrentUrl()}`);
    return found;
  };
  // WebKitWebDriver leaves an element out of view where it is and calls it not interactable (a
  // <summary>, a checkbox below the fold): scroll it to the middle of the screen first, as a visitor would.
  const inView = async (query: ElementQuery): Promise<WebElement> => {
    const found = await element(query);
    await run((el: Element) => el.scrollIntoView({ block: 'center', behavior: 'instant' }), found);
    return found;
  };
  const viewport = () => run<[number, number]>(() => [window.innerWidth, window.innerHeight]);
  /** The viewport once a resize has settled: the same size twice in a row, 100 ms apart. */
  const settledViewport = async () => {
    let last = await viewport();
    for (let read = 0; read < 20; read++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await viewport();
      if (now[0] === last[0] && now[1] === last[1]) return now;
      last = now;
    }
    return last;
  };
  const setViewport = async (width: number, height: number) => {
    // The window's size includes the (shrunken) toolbar: size it, then correct by what the page got.
    for (let attempt = 0, [w, h] = [width, height]; attempt < 5; attempt++) {
      await driver.manage().window().setRect({ width: w, height: h });
      const now = await viewport();
      if (now[0] === width && now[1] === height) return;
      // Not there (yet): a busy machine applies the resize late; correct once it has settled.
      const [innerWidth, innerHeight] = await settledViewport();
      if (innerWidth === width && innerHeight === height) return;
      [w, h] = [w + width - innerWidth, h + height - innerHeight];
    }
    throw new Error(`webkit: the viewport would not become ${width}×${height} (${(await viewport()).join('×')})`);
  };

  return {
    engine: 'webkit',
    version,
    async navigate(target) {
      await run(() => ((window as unknown as { __engineLeft: boolean }).__engineLeft = true)).catch(() => undefined);
      await driver.get(target);
      await waitUntil(
        () =>
          run<boolean>(
            () =>
              !(window as unknown as { __engineLeft?: boolean }).__engineLeft &&
              location.href !== 'about:blank' &&
              document.readyState !== 'loading',
          ).catch(() => false),
        { timeout: 20_000, interval: 25, message: () => `webkit: ${target} did not load` },
      );
    },
    evaluate: (fn, ...args) => run(fn as never, ...args),
    async click(query) {
      // A page just shown may still be in its cross-document view transition (a quarter of a second), when
      // WebKitGTK reports its elements as not interactable; a visitor's click comes once it has settled.
      await waitUntil(
        async () => {
          try {
            await (await inView(query)).click();
            return true;
          } catch (error) {
            if ((error as Error).name === 'ElementNotInteractableError') return false;
            throw error;
          }
        },
        { timeout: 3_000, interval: 100, message: () => `webkit: ${JSON.stringify(query)} never became interactable` },
      );
    },
    async type(query, text) {
      await (await inView(query)).sendKeys(text);
    },
    async select(query, value) {
      // WebDriver selects an <option> by a click on it, without opening the list.
      await (await inView(query)).findElement(By.css(`option[value="${value}"]`)).click();
    },
    setViewport,
    async screenshot(file, { fullPage }) {
      const shoot = async (name: string) => writeFileSync(name, Buffer.from(await driver.takeScreenshot(), 'base64'));
      if (!fullPage) {
        await shoot(file);
        return [file];
      }
      // WebKitWebDriver photographs the viewport only (and hung on a viewport made as tall as a page):
      // the whole page is a series of screens, scrolled one screen at a time, the last one to the foot.
      const [pageHeight, screen] = await run<[number, number]>(() => [
        document.documentElement.scrollHeight,
        window.innerHeight,
      ]);
      const files: string[] = [];
      for (let top = 0; ; top += screen) {
        const y = Math.min(top, Math.max(0, pageHeight - screen));
        await run((to: number) => window.scrollTo({ top: to, behavior: 'instant' }), y);
        files.push(file.replace(/\.png$/, `-${files.length + 1}.png`));
        await shoot(files[files.length - 1]);
        if (y + screen >= pageHeight) break;
      }
      await run(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      return files;
    },
    takeConsoleErrors: () => [],
    async close() {
      await driver.quit().catch(() => undefined);
      await stopGroup(child);
    },
  };
}
