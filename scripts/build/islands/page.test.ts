/** @jest-environment node */
import { islandPage, SPECULATION_RULES } from './page.mjs';
import { inlineScriptHashes } from '../csp.mjs';

const LOADER = '(function(){/* the loader */})()';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>/* theme */</script>${head}</head><body><main>Text</main>${body}</body></html>`;

const island =
  '<fyrtorn-island data-island="site-search" data-props="{&quot;pages&quot;:[]}"><div>Search</div></fyrtorn-island>';

/** A page as `next build` exports it: chunk scripts and their preload, the payload and the bootstrap. */
const exported = page(
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
    '<script src="/_next/static/chunks/react.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  `${island}<script type="application/ld+json">{"@type":"WebSite"}</script>` +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"payload"])</script>' +
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>' +
    '<script src="/_next/static/chunks/page.js" async=""></script>',
);

const bundle = { loaderScript: LOADER };

describe('islandPage', () => {
  it("takes Next's client out and puts the loader and the speculation rules into <head>", () => {
    const { html, islands } = islandPage(exported, 'out/x.html', bundle);
    expect(islands).toEqual(['site-search']);
    expect(html).not.toMatch(/_next\/static\/chunks|__next_f|TURBOPACK/);
    expect(html).toContain(
      `<script type="speculationrules">${SPECULATION_RULES}</script><script>${LOADER}</script></head>`,
    );
    // The rest is as Next wrote it: the page's own script, the structured data, the island's HTML.
    expect(html).toContain('<script>/* theme */</script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
    expect(html).toContain(island);
    // Every script the page runs is one the CSP can hash: the theme's, the rules, the loader.
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it("runs the page's own scripts and the loader ahead of the style sheets, which would hold them and the parser", () => {
    // As Next writes <head>: the style sheets first, then what the layout renders in it (the theme's script).
    const withSheets = exported
      .replace('<script>/* theme */</script>', '')
      .replace(
        '<link rel="preload" as="script"',
        '<link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="expect" href="#f" blocking="render"/>' +
          '<script>/* theme */</script><link rel="preload" as="script"',
      );
    const { html } = islandPage(withSheets, 'out/x.html', bundle);
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><script>/* theme */</script><script>${LOADER}</script><link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="expect" href="#f" blocking="render"/>`,
    );
    expect(html.match(/\/\* theme \*\//g)).toHaveLength(1);
    expect(html).toContain(`<script type="speculationrules">${SPECULATION_RULES}</script></head>`);
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it('writes no loader into a page without islands', () => {
    const { html } = islandPage(exported.replace(island, ''), 'out/x.html', bundle);
    expect(html).not.toContain(LOADER);
    expect(html).toContain('<script type="speculationrules">');
  });

  it.each([
    ['a script from elsewhere', exported.replace('</main>', '</main><script src="/other.js"></script>'), /\/other\.js/],
    [
      'no payload (Next writes its pages another way)',
      exported.replace(/<script>\(self\.__next_f[^<]*<\/script><script>self\.__next_f[^<]*<\/script>/, ''),
      /shape the islands step does not know/,
    ],
    [
      "React's streaming script that moves late HTML into place",
      exported.replace('</main>', '</main><script>$RC("B:0","S:0")</script>'),
      /runtime the islands step does not know/,
    ],
    ['a module script', exported.replace('</main>', '</main><script type="module">1</script>'), /type="module"/],
    [
      'an island the registry does not know',
      exported.replace('data-island="site-search"', 'data-island="carousel"'),
      /"carousel", which is not in components\/islands\/registry\.mjs/,
    ],
  ])('stops, naming the page, on %s', (_, html, message) => {
    expect(() => islandPage(html, 'out/en/kontakt.html', bundle)).toThrow(message);
    expect(() => islandPage(html, 'out/en/kontakt.html', bundle)).toThrow(/^out\/en\/kontakt\.html: /);
  });
});
