/** @jest-environment node */
import { deferPageScripts, joinedTexts, loaderScript, pageScripts } from './defer-scripts.mjs';
import { inlineScriptHashes } from './csp.mjs';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><main>Text</main>${body}</body></html>`;

const exported = page(
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
    '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/main.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script>self.__next_f.push([1,"payload"])</script><script src="/_next/static/chunks/page.js" async=""></script>',
);

/**
 * Just enough of a browser to run the loader: tasks in a queue (MessageChannel), paint timing (or
 * none), the document's visibility and its script insertion.
 */
function fakeBrowser({
  hidden = false,
  entryTypes = ['paint', 'navigation'] as string[] | null,
}: { hidden?: boolean; entryTypes?: string[] | null } = {}) {
  const tasks: (() => void)[] = [];
  const inserted: { src: string; async: boolean }[] = [];
  const observed: unknown[] = [];
  const paintCallbacks: (() => void)[] = [];
  const visibilityListeners: (() => void)[] = [];
  const document = {
    hidden,
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (script: { src: string; async: boolean }) => inserted.push({ ...script }) },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') visibilityListeners.push(listener);
    },
  };
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes ?? undefined;
    constructor(private callback: () => void) {}
    observe(options: unknown) {
      observed.push(options);
      paintCallbacks.push(this.callback);
    }
  }
  const self = { PerformanceObserver: entryTypes ? PerformanceObserver : undefined };
  return {
    inserted,
    observed,
    run(html: string, globals: Record<string, unknown> = {}) {
      const code = html.replace(/^<script>|<\/script>$/g, '');
      const names = Object.keys(globals);
      new Function('document', 'MessageChannel', 'self', ...names, code)(
        document,
        MessageChannel,
        self,
        ...names.map((name) => globals[name]),
      );
    },
    paint: () => paintCallbacks.forEach((callback) => callback()),
    hide() {
      document.hidden = true;
      visibilityListeners.forEach((listener) => listener());
    },
    /** Runs the queued tasks; how many scripts each inserted. */
    settle() {
      const perTask: number[] = [];
      while (tasks.length) {
        const before = inserted.length;
        tasks.shift()!();
        perTask.push(inserted.length - before);
      }
      return perTask;
    },
  };
}

describe('deferPageScripts', () => {
  const deferred = deferPageScripts(exported, 'x.html');

  it('takes the async scripts and their preloads out of the HTML and keeps everything else', () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<main>Text</main>');
  });

  it('loads the same scripts, in the same order, from one loader at the end of <body>', () => {
    expect(deferred).toMatch(/\n;\(function\(s\)\{.*\}\)\(\[.*\]\)<\/script><\/body>/);
    expect(pageScripts(deferred)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/page.js',
    ]);
    expect(pageScripts(deferred)).toEqual(pageScripts(exported));
  });

  it('starts once the first paint is reported, one script per task, each once', () => {
    const browser = fakeBrowser();
    browser.run(loaderScript(['/a.js', '/b.js', '/c.js']));
    expect(browser.settle()).toEqual([]);
    // first-paint and first-contentful-paint both arrive: the scripts still load once.
    browser.paint();
    browser.paint();
    expect(browser.settle()).toEqual([1, 1, 1]);
    // Scripts a script inserts are async in a browser (the fake's createElement does the same).
    expect(browser.inserted).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
      { src: '/c.js', async: true },
    ]);
    expect(browser.observed).toEqual([{ type: 'paint', buffered: true }]);
  });

  it('starts at once in a hidden tab, when the tab is hidden before its paint, and without paint timing', () => {
    const hidden = fakeBrowser({ hidden: true });
    hidden.run(loaderScript(['/a.js']));
    hidden.settle();
    expect(hidden.inserted.map(({ src }) => src)).toEqual(['/a.js']);

    const leftBeforePaint = fakeBrowser();
    leftBeforePaint.run(loaderScript(['/a.js']));
    leftBeforePaint.settle();
    expect(leftBeforePaint.inserted).toEqual([]);
    leftBeforePaint.hide();
    leftBeforePaint.paint();
    leftBeforePaint.settle();
    expect(leftBeforePaint.inserted.map(({ src }) => src)).toEqual(['/a.js']);

    for (const entryTypes of [null, ['navigation', 'resource']]) {
      const older = fakeBrowser({ entryTypes });
      older.run(loaderScript(['/a.js', '/b.js']));
      older.settle();
      expect(older.inserted.map(({ src }) => src)).toEqual(['/a.js', '/b.js']);
    }
  });

  it('runs the payload first in the loader’s own script: no inline script more for the CSP to hash', () => {
    expect(deferred).toContain(`${loaderScript(pageScripts(exported), ['self.__next_f.push([1,"payload"])'])}</body>`);
    expect(inlineScriptHashes(deferred)).toHaveLength(inlineScriptHashes(exported).length);
  });

  it('joins the inline scripts that end <body> into one, and stops at anything else', () => {
    const chunk = '<script src="/_next/static/chunks/main.js" async=""></script>';
    const body =
      '<script>early()</script><script type="application/ld+json">{}</script><script id="_R_">runtime()</script>' +
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>\n<script>push(1)</script>${chunk}<script>push(2)</script>`;
    const joined = deferPageScripts(page('', body), 'x.html');
    const payload = ['runtime()', '(self.__next_f=self.__next_f||[]).push([0])', 'push(1)', 'push(2)'];
    expect(joined).toContain(
      `<script>early()</script><script type="application/ld+json">{}</script>\n${loaderScript(['/_next/static/chunks/main.js'], payload)}</body>`,
    );
    expect(inlineScriptHashes(joined)).toHaveLength(2);
    // Read apart again (what the load benchmark counts as the RSC payload): the joined texts, then the loader.
    const loaderText = loaderScript(['/_next/static/chunks/main.js'], payload).slice(
      '<script>'.length,
      -'</script>'.length,
    );
    const parts = joinedTexts(loaderText);
    expect(parts.slice(0, -1)).toEqual(payload);
    expect(pageScripts(`<body><script>${parts.at(-1)}</script></body>`)).toEqual(['/_next/static/chunks/main.js']);
  });

  it('keeps a script whose id the page points at where it is, with its id', () => {
    const head =
      '<link rel="expect" href="#_R_" blocking="render"/><script src="/_next/static/chunks/main.js" async=""></script>';
    const joined = deferPageScripts(
      page(head, '<script id="_R_">runtime()</script><script>push(1)</script>'),
      'x.html',
    );
    expect(joined).toContain(
      `<script id="_R_">runtime()</script>${loaderScript(['/_next/static/chunks/main.js'], ['push(1)'])}</body>`,
    );
  });

  it('runs the joined scripts in their order, a trailing line comment or a missing semicolon included', () => {
    const browser = fakeBrowser();
    const calls: string[] = [];
    browser.run(
      loaderScript(['/a.js'], ['calls.push("a") // the end', 'calls.push("b")', '(function(){calls.push("c")})()']),
      { calls },
    );
    calls.push(`loader waits for the paint: ${browser.observed.length}`);
    expect(calls).toEqual(['a', 'b', 'c', 'loader waits for the paint: 1']);
  });

  it('refuses a page without the script tags it expects, naming the file', () => {
    expect(() => deferPageScripts(page('', ''), 'out/kontakt.html')).toThrow(
      'out/kontakt.html: no <script src async> found',
    );
  });
});

describe('deferPageScripts on legal variants of Next’s HTML', () => {
  const chunks = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js'];

  it.each([
    ['async before src', `<script async="" src="${chunks[0]}"></script>`],
    ['bare async', `<script src="${chunks[0]}" async></script>`],
    ['single quotes', `<script src='${chunks[0]}' async=''></script>`],
    ['no quotes', `<script src=${chunks[0]} async=async></script>`],
    ['crossorigin and nonce', `<script src="${chunks[0]}" async="" crossorigin="" nonce="n0nce"></script>`],
    ['upper case', `<SCRIPT SRC="${chunks[0]}" ASYNC></SCRIPT>`],
  ])('%s: the script moves into the loader', (_, tag) => {
    const deferred = deferPageScripts(page(tag, `<script src="${chunks[1]}" async></script>`), 'x.html');
    expect(deferred).not.toContain(`src="${chunks[0]}"`);
    expect(deferred).not.toContain(`SRC="${chunks[0]}"`);
    expect(pageScripts(deferred)).toEqual(chunks.slice(0, 2));
    expect(deferred).toContain(`${loaderScript(chunks.slice(0, 2))}</body>`);
  });

  it('removes every form of script preload and keeps other preloads', () => {
    const deferred = deferPageScripts(
      page(
        `<link as=script rel=preload href="${chunks[0]}"><link rel='preload' as='SCRIPT' href='${chunks[1]}' crossorigin>` +
          '<link rel="preload" as="font" href="/f.woff2" crossorigin=""/>',
        `<script src="${chunks[0]}" async></script>`,
      ),
      'x.html',
    );
    expect(deferred).not.toMatch(/as=['"]?script/i);
    expect(deferred).toContain('<link rel="preload" as="font" href="/f.woff2" crossorigin=""/>');
  });

  it('leaves alone what only looks like a script tag: inside a comment, inside a script’s text', () => {
    const payload = `self.__next_f.push([1,"</div><script src=\\"/_next/static/chunks/old.js\\" async>"])`;
    const comment = '<!-- <script src="/_next/static/chunks/old.js" async></script> -->';
    const html = page(comment, `<script>${payload}</script><script src="${chunks[0]}" async></script>`);
    const deferred = deferPageScripts(html, 'x.html');
    expect(deferred).toContain(loaderScript([chunks[0]], [payload]));
    expect(deferred).toContain(comment);
    expect(pageScripts(deferred)).toEqual([chunks[0]]);
  });

  it('puts the loader before the real </body>, not before "</body>" in a script’s text', () => {
    const html = page('', `<script>document.title="</body>"</script><script src="${chunks[0]}" async></script>`);
    const deferred = deferPageScripts(html, 'x.html');
    expect(deferred.endsWith(`${loaderScript([chunks[0]], ['document.title="</body>"'])}</body></html>`)).toBe(true);
  });

  it('loads a source as the browser reads it (entities decoded) and keeps its query in the budget’s name', () => {
    const deferred = deferPageScripts(page(`<script src="${chunks[0]}?v=1&amp;w=2" async></script>`, ''), 'x.html');
    expect(deferred).toContain(JSON.stringify([`${chunks[0]}?v=1&w=2`]));
    expect(pageScripts(deferred)).toEqual([chunks[0]]);
  });

  it('keeps a script that is not Next’s (another origin) where it is', () => {
    const other = '<script src="https://cdn.example/widget.js" async></script>';
    const deferred = deferPageScripts(page(other, `<script src="${chunks[0]}" async></script>`), 'x.html');
    expect(deferred).toContain(other);
    expect(pageScripts(deferred)).toEqual(['https://cdn.example/widget.js', chunks[0]]);
  });

  it('stops on a framework script that is not async, naming the file and the script', () => {
    expect(() =>
      deferPageScripts(
        page(`<script src="${chunks[0]}" async></script><script src="${chunks[2]}" defer></script>`, ''),
        'out/fdaas.html',
      ),
    ).toThrow(`out/fdaas.html: <script src="${chunks[2]}"> is not async`);
  });

  it('stops on a page without </body>, naming the file', () => {
    const html = `<!DOCTYPE html><html><head><script src="${chunks[0]}" async></script></head><body><p>x`;
    expect(() => deferPageScripts(html, 'out/en.html')).toThrow('out/en.html: no </body>');
  });

  it('escapes "<" in the loader’s list, so that no source can end the loader', () => {
    const loader = loaderScript(['/_next/static/chunks/a</script>.js']);
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    expect(pageScripts(`<body>${loader}</body>`)).toEqual(['/_next/static/chunks/a</script>.js']);
  });
});
