/** @jest-environment node */
import {
  applyEdits,
  attribute,
  childText,
  elementsNamed,
  inlineScripts,
  isScriptPreload,
  metaContent,
  parsePage,
  rangeOf,
  removal,
  scriptKind,
  withoutScripts,
} from './page-html.mjs';

const scriptsOf = (html: string) => elementsNamed(parsePage(html), 'script');

describe('parsePage', () => {
  it('reads attributes in any order, quoting and case, entities decoded', () => {
    const [a, b, c] = scriptsOf(
      `<script async src="/a.js?x=1&amp;y=2"></script><SCRIPT SRC='/b.js' ASYNC></SCRIPT><script src=/c.js crossorigin nonce=n1></script>`,
    );
    expect([attribute(a, 'src'), attribute(a, 'async')]).toEqual(['/a.js?x=1&y=2', '']);
    expect([attribute(b, 'src'), attribute(b, 'async')]).toEqual(['/b.js', '']);
    expect([attribute(c, 'src'), attribute(c, 'crossorigin'), attribute(c, 'nonce')]).toEqual(['/c.js', '', 'n1']);
    expect(attribute(c, 'async')).toBeNull();
  });

  it('gives a script the text the browser runs: "</" and entities kept, CRLF as LF, ended only by </script>', () => {
    const [script] = scriptsOf('<script>a("</div>");\r\nb("a&amp;b<!-- c");</script><p>after</p>');
    expect(childText(script)).toBe('a("</div>");\nb("a&amp;b<!-- c");');
  });

  it('locates an element in the original text, CRLF counted', () => {
    const html = '<head>\r\n<script src="/a.js"></script>\r\n</head>';
    const [script] = scriptsOf(html);
    const { start, end } = rangeOf(script);
    expect(html.slice(start, end)).toBe('<script src="/a.js"></script>');
  });

  it('sees no element in a comment or in a script’s text, and sees the content of a <template>', () => {
    const page = parsePage(
      '<!-- <script src="/old.js"></script> --><script>"<script src=\\"/fake.js\\">"</script><template><script>t()</script></template>',
    );
    expect(elementsNamed(page, 'script').map((script) => childText(script))).toEqual([
      '"<script src=\\"/fake.js\\">"',
      't()',
    ]);
  });
});

describe('scriptKind (the HTML standard’s script types)', () => {
  it.each([
    ['<script>', 'classic'],
    ['<script type="">', 'classic'],
    ['<script type="text/javascript">', 'classic'],
    ["<script type='TEXT/JAVASCRIPT'>", 'classic'],
    ['<script type=application/javascript>', 'classic'],
    ['<script language="javascript">', 'classic'],
    ['<script type=" module ">', 'module'],
    ["<script type='importmap'>", 'importmap'],
    ['<script type="speculationrules">', 'speculationrules'],
    ['<script type="application/ld+json">', null],
    ["<script type='application/ld+json'>", null],
    ['<script type=application/json>', null],
    ['<script type="text/plain">', null],
  ])('%s → %s', (tag, kind) => {
    const [script] = scriptsOf(`${tag}x</script>`);
    expect(scriptKind(script)).toBe(kind);
  });
});

describe('inlineScripts', () => {
  it('is every script that runs from its own text: not src scripts, not data blocks', () => {
    const page = parsePage(
      '<script src="/a.js">ignored()</script><script>run()</script><script type="application/ld+json">{}</script><script type=module>m()</script>',
    );
    expect(inlineScripts(page).map((script) => childText(script))).toEqual(['run()', 'm()']);
  });

  it('refuses a script in SVG, which no step handles', () => {
    expect(() => inlineScripts(parsePage('<svg><script>x()</script></svg>'))).toThrow('SVG or MathML');
  });
});

describe('applyEdits', () => {
  const html = '<p>a</p><script src="/x.js"></script><p>b</p>';
  const [script] = scriptsOf(html);

  it('removes and inserts at the parsed offsets, every other byte kept', () => {
    expect(applyEdits(html, [removal(script), { start: html.length, end: html.length, text: '<i>end</i>' }])).toBe(
      '<p>a</p><p>b</p><i>end</i>',
    );
  });

  it('refuses overlapping edits', () => {
    const { start, end } = rangeOf(script);
    expect(() =>
      applyEdits(html, [
        { start, end, text: '' },
        { start: start + 1, end: end + 1, text: '' },
      ]),
    ).toThrow('overlapping');
  });
});

describe('isScriptPreload', () => {
  it.each([
    ['<link rel="preload" as="script" href="/a.js">', true],
    ["<link href=/a.js as='SCRIPT' rel='Preload'>", true],
    ['<link rel=modulepreload href=/a.js>', true],
    ['<link rel="preload" as="style" href="/a.css">', false],
    ['<link rel="stylesheet" href="/a.css">', false],
    ['<link rel="prefetch" as="script" href="/a.js">', false],
  ])('%s → %s', (tag, expected) => {
    const [link] = elementsNamed(parsePage(tag), 'link');
    expect(isScriptPreload(link)).toBe(expected);
  });
});

describe('metaContent', () => {
  it('reads a <meta name> whatever its attributes’ order, quoting and case', () => {
    expect(metaContent(parsePage('<meta content="noindex, follow" name="robots">'), 'robots')).toBe('noindex, follow');
    expect(metaContent(parsePage("<META NAME=Robots CONTENT='noindex'>"), 'robots')).toBe('noindex');
  });

  it('is null when the page has no such <meta>, also when the name is only in a comment', () => {
    expect(
      metaContent(parsePage('<!-- <meta name="robots" content="noindex"> --><meta name="x">'), 'robots'),
    ).toBeNull();
  });
});

describe('withoutScripts (the zero-JavaScript floor)', () => {
  it('removes every script and script preload, however written, and keeps every other byte', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><link href=/b.js as=script rel=preload fetchPriority=low>' +
      "<link as='script' rel='preload' href='/c.js'><link rel=modulepreload href=/d.js></head>" +
      '<body><SCRIPT src=/e.js async></SCRIPT><div>kept</div><script>document.write("</div>")</script>' +
      '<script data-note="a>b">f()</script><svg><script>g()</script></svg><p>end</p></body>';
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"></head><body><div>kept</div><svg></svg><p>end</p></body>',
    );
  });

  it('ends a script where the browser does: after "<!--<script>" a "</script>" in its text does not end it', () => {
    expect(withoutScripts('<p>a</p><script>x("<!--<script>y</script>-->")</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('leaves a comment that mentions a script, which never runs, and a page without scripts as it is', () => {
    const html = '<!doctype html><html><head></head><body><!-- <script>old()</script> --><p>x</p></body></html>';
    expect(withoutScripts(html)).toBe(html);
  });
});
