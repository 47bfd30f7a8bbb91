/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  assertPolicyCovers,
  assertPolicyMeta,
  contentSecurityPolicy,
  inlineScriptHashes,
  metaPolicy,
  withPolicyMeta,
} from './csp.mjs';

/** The hash a browser takes of a script whose text is exactly this. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="sv"><head>${head}</head><body><main>Text</main>${body}</body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes every script that runs, whatever the form of its type attribute', () => {
    const html = page(
      '<script>a()</script><script type="">b()</script><script type=\'text/javascript\'>c()</script>' +
        '<script type=module>d()</script><script type="importmap">{"imports":{}}</script>',
    );
    expect(inlineScriptHashes(html)).toEqual(['a()', 'b()', 'c()', 'd()', '{"imports":{}}'].map(hashOf));
  });

  it('leaves out data blocks in any quoting, and scripts with src', () => {
    const html = page(
      '<script type="application/ld+json">{"a":1}</script><script type=\'application/ld+json\'>{"b":2}</script>' +
        '<script type=application/json>{}</script><script src="/x.js"></script><script src=\'/y.js\' async>z()</script>',
      '<script>run()</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([hashOf('run()')]);
  });

  it('hashes the text the browser runs: "</" kept, entities not decoded, CRLF as LF', () => {
    const html = page('', '<script>self.__next_f.push([1,"</div>\\u003c/script>&amp;"])\r\nx()</script>');
    expect(inlineScriptHashes(html)).toEqual([hashOf('self.__next_f.push([1,"</div>\\u003c/script>&amp;"])\nx()')]);
  });

  it('hashes a script with extra attributes (id, nonce, crossorigin) by its text alone, once per distinct text', () => {
    const html = page('<script id="_R_" nonce="abc">a()</script>', '<script crossorigin>a()</script>');
    expect(inlineScriptHashes(html)).toEqual([hashOf('a()')]);
  });

  it('names the file when a page holds a script no step can hash', () => {
    expect(() => inlineScriptHashes(page('', '<svg><script>x()</script></svg>'), 'out/x.html')).toThrow(
      'out/x.html: a <script> in SVG or MathML',
    );
  });
});

describe('contentSecurityPolicy', () => {
  const directive = (csp: string, name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.slice(name.length + 1);
  const policy = (path: string) => contentSecurityPolicy({ scriptHashes: [], supabaseUrl: 'https://x.example', path });

  it.each(['/kontakt', '/en/kontakt'])('lets the form of %s post to the enquiry function, and nowhere else', (path) => {
    expect(directive(policy(path), 'form-action')).toBe("'self' https://x.example");
  });

  it.each(['/', '/en', '/fdaas', '/kontakt/tack', '/en/kontakt/fel', '/sok'])(
    'keeps the forms of %s on this site',
    (path) => {
      expect(directive(policy(path), 'form-action')).toBe("'self'");
    },
  );

  it('lets the search pages alone compile WebAssembly', () => {
    expect(directive(policy('/sok'), 'script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(directive(policy('/en/sok'), 'script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(directive(policy('/kontakt'), 'script-src')).toBe("'self'");
  });
});

describe('assertPolicyCovers', () => {
  const html = page('<script>a()</script>', '<script>b()</script>');

  it('passes a policy that allows every inline script', () => {
    const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), supabaseUrl: 'https://x.example' });
    expect(() => assertPolicyCovers(html, csp, 'out/x.html')).not.toThrow();
  });

  it('stops on a script the policy does not allow, naming the file', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [hashOf('a()')], supabaseUrl: 'https://x.example' });
    expect(() => assertPolicyCovers(html, csp, 'out/x.html')).toThrow(
      `out/x.html: 1 inline script(s) not allowed by the page's CSP (${hashOf('b()')})`,
    );
  });
});

describe('withPolicyMeta (the 404 pages)', () => {
  const csp = contentSecurityPolicy({ scriptHashes: [hashOf('a()')], supabaseUrl: 'https://x.example' });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}"/>`;

  it('leaves out frame-ancestors, which a <meta> cannot carry', () => {
    expect(metaPolicy(csp)).not.toContain('frame-ancestors');
    expect(metaPolicy(csp)).toContain(`script-src 'self' ${hashOf('a()')}`);
  });

  it.each([
    ['<meta charSet="utf-8"/>'],
    ['<meta charset=utf-8>'],
    ["<meta charset='UTF-8'>"],
    ['<META CHARSET="utf-8">'],
  ])('goes right after %s, every other byte kept', (charset) => {
    const html = page(`${charset}<title>Sidan finns inte</title><script>a()</script>`);
    expect(withPolicyMeta(html, csp, '404.html')).toBe(html.replace(charset, `${charset}${meta}`));
  });

  it('goes at the top of <head> when there is no charset declaration', () => {
    const html = page('<title>x</title><script>a()</script>');
    expect(withPolicyMeta(html, csp, '404.html')).toBe(html.replace('<head>', `<head>${meta}`));
  });

  it('goes before a script that comes before the charset declaration', () => {
    const html = page('<script>a()</script><meta charset="utf-8">');
    expect(withPolicyMeta(html, csp, '404.html')).toBe(html.replace('<head>', `<head>${meta}`));
  });

  it('replaces a policy meta already there: one meta, this policy', () => {
    const html = page(`<meta charset="utf-8"><meta http-equiv='content-security-policy' content="default-src *">`);
    const result = withPolicyMeta(html, csp, '404.html');
    expect(result).toBe(page(`<meta charset="utf-8">${meta}`));
    expect(() => assertPolicyMeta(result, csp, '404.html')).not.toThrow();
  });

  it('stops on a page without a <head> tag, naming the file', () => {
    expect(() => withPolicyMeta('<p>x</p>', csp, 'out/en/404.html')).toThrow('out/en/404.html: no <head> tag');
  });
});

describe('assertPolicyMeta', () => {
  const csp = contentSecurityPolicy({ scriptHashes: [], supabaseUrl: 'https://x.example' });

  it('stops on a page without its policy, or with another one, naming the file', () => {
    expect(() => assertPolicyMeta(page('<meta charset="utf-8">'), csp, 'out/404.html')).toThrow(
      'out/404.html: 0 CSP <meta> elements instead of one',
    );
    const other = page(`<meta http-equiv="Content-Security-Policy" content="default-src *">`);
    expect(() => assertPolicyMeta(other, csp, 'out/404.html')).toThrow(
      "out/404.html: the CSP <meta> is not the page's policy",
    );
  });

  it('stops on a policy meta after a script, which it would not cover', () => {
    const late = page(`<script>a()</script><meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}">`);
    expect(() => assertPolicyMeta(late, csp, 'out/404.html')).toThrow('a <script> comes before the CSP <meta>');
  });
});
