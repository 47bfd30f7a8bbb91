/** @jest-environment node */
import { deferPageScripts, loaderScript, pageScripts } from './defer-scripts.mjs';
import { inlineScriptHashes } from '../lib/security/csp.mjs';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><main>Text</main>${body}</body></html>`;

const exported = page(
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
    '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/main.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script>self.__next_f.push([1,"payload"])</script><script src="/_next/static/chunks/page.js" async=""></script>',
);

describe('deferPageScripts', () => {
  const deferred = deferPageScripts(exported, 'x.html');

  it('takes the async scripts and their preloads out of the HTML and keeps everything else', () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<script>self.__next_f.push([1,"payload"])</script>');
    expect(deferred).toContain('<main>Text</main>');
  });

  it('loads the same scripts, in the same order, from one loader at the end of <body>', () => {
    expect(deferred).toMatch(/<script>\(function\(s\)\{.*\}\)\(\[.*\]\)<\/script><\/body>/);
    expect(pageScripts(deferred)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/page.js',
    ]);
    expect(pageScripts(deferred)).toEqual(pageScripts(exported));
  });

  it('waits for the first frame, except in a background tab', () => {
    const loader = loaderScript(['/a.js']);
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(l,0)})');
    expect(loader).toContain('document.visibilityState==="hidden"');
  });

  it('gives the CSP one more inline script to hash: the loader', () => {
    expect(inlineScriptHashes(deferred)).toHaveLength(inlineScriptHashes(exported).length + 1);
  });

  it('refuses a page without the script tags it expects, naming the file', () => {
    expect(() => deferPageScripts(page('', ''), 'out/kontakt.html')).toThrow(
      'out/kontakt.html: no <script src async> found',
    );
  });
});
