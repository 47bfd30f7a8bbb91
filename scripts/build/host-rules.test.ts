/** @jest-environment node */
import {
  HEADER_RULE_CAP,
  cmsHeaderRules,
  headerRuleCount,
  headersFile,
  nginxConfig,
  pageHeaders,
  redirectsFile,
} from './host-rules.mjs';
import { cmsPolicies } from './csp.mjs';
import { securityHeaders } from '../../lib/security-headers.mjs';
import { headersFor, parseHeaders, parseRedirects } from '../serve/rule-files.mjs';

const csp = (name: string) => `script-src 'self' 'sha256-${name}'`;
const pages = [
  { file: '404.html', path: '/404', csp: csp('sv404') },
  { file: 'en.html', path: '/en', csp: csp('en') },
  { file: 'en/404.html', path: '/en/404', csp: csp('en404') },
  { file: 'en/fdaas.html', path: '/en/fdaas', csp: csp('enfdaas') },
  { file: 'en/index.html', path: '/en', csp: csp('en') },
  { file: 'fdaas.html', path: '/fdaas', csp: csp('fdaas') },
  { file: 'index.html', path: '/', csp: csp('home') },
  { file: 'priser.html', path: '/priser', csp: csp('priser') },
];

describe('redirectsFile', () => {
  it('Cloudflare: moved pages 301 unforced, the folder alias /en/ to /en, no status-404 rule', () => {
    const rules = parseRedirects(redirectsFile(pages, 'cloudflare'));
    expect(rules.map(({ from, to, status, force }) => [from, to, status, force])).toEqual([
      ['/priser', '/vara-abonnemang', 301, false],
      ['/priser/', '/vara-abonnemang', 301, false],
      ['/en/', '/en', 301, false],
    ]);
  });

  it('Netlify: moved pages forced (a file exists at /priser), English then Swedish misses to their 404 page', () => {
    const rules = parseRedirects(redirectsFile(pages, 'netlify'));
    expect(rules.map(({ from, to, status, force }) => [from, to, status, force])).toEqual([
      ['/priser', '/vara-abonnemang', 301, true],
      ['/priser/', '/vara-abonnemang', 301, true],
      ['/en/*', '/en/404.html', 404, false],
      ['/*', '/404.html', 404, false],
    ]);
  });
});

describe('headersFile', () => {
  it('Cloudflare: each URL ends with exactly one policy: its page, or its language’s 404 page', () => {
    const rules = parseHeaders(headersFile(pages, 'cloudflare'));
    const policy = (path: string) => headersFor(rules, path).get('content-security-policy')?.[1];
    expect(policy('/fdaas')).toBe(csp('fdaas'));
    expect(policy('/en/fdaas')).toBe(csp('enfdaas'));
    expect(policy('/en')).toBe(csp('en'));
    expect(policy('/')).toBe(csp('home'));
    expect(policy('/finns-inte')).toBe(csp('sv404'));
    expect(policy('/en/finns-inte')).toBe(csp('en404'));
    expect(headersFor(rules, '/fdaas').get('x-content-type-options')?.[1]).toBe('nosniff');
    expect(headersFor(rules, '/_next/static/chunks/a.js').get('cache-control')?.[1]).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('Cloudflare: one rule per clean URL, well under the cap', () => {
    const count = headerRuleCount(headersFile(pages, 'cloudflare'));
    expect(count).toBe(4 + new Set(pages.map(({ path }) => path)).size + cmsHeaderRules('cloudflare').length);
    expect(count).toBeLessThan(HEADER_RULE_CAP);
  });

  it('Netlify: no policy in a catch-all rule (it would be joined to the page’s), one rule for each URL form', () => {
    const text = headersFile(pages, 'netlify');
    expect(text).not.toContain('! ');
    const rules = parseHeaders(text);
    expect(rules.find(({ pattern }) => pattern === '/*')?.set.map(([name]) => name)).not.toContain(
      'Content-Security-Policy',
    );
    for (const path of ['/fdaas', '/fdaas.html', '/en/404.html', '/en/', '/en/index.html']) {
      expect(headersFor(rules, path).get('content-security-policy')?.[1]).toBeDefined();
    }
    expect(headersFor(rules, '/en/404.html').get('content-security-policy')?.[1]).toBe(csp('en404'));
  });
});

describe('every answer', () => {
  /** Every header the host's rules give the path, by name (a joined value shows as one). */
  const given = (host: 'cloudflare' | 'netlify', path: string) =>
    Object.fromEntries(headersFor(parseHeaders(headersFile(pages, host)), path, host).values());

  it('Cloudflare: a miss gets the security headers and its language’s 404 policy, each once', () => {
    // Cloudflare answers a miss `Cache-Control: no-store` itself, whatever the rules say.
    const miss = (policy: string) => ({ ...securityHeaders, 'Content-Security-Policy': policy });
    expect(given('cloudflare', '/finns-inte')).toEqual(miss(csp('sv404')));
    expect(given('cloudflare', '/finns/inte/alls')).toEqual(miss(csp('sv404')));
    expect(given('cloudflare', '/en/finns-inte')).toEqual(miss(csp('en404')));
    expect(given('cloudflare', '/fdaas')).toEqual(pageHeaders(csp('fdaas')));
  });

  it('Netlify: the 404 page a miss is rewritten to gets what a page gets, each header once', () => {
    expect(given('netlify', '/404.html')).toEqual(pageHeaders(csp('sv404')));
    expect(given('netlify', '/en/404.html')).toEqual(pageHeaders(csp('en404')));
    expect(given('netlify', '/fdaas')).toEqual(pageHeaders(csp('fdaas')));
  });

  it.each(['cloudflare', 'netlify'] as const)(
    '%s: every file and every miss gets the security headers, the opener policy included',
    (host) => {
      for (const path of ['/sitemap.xml', '/og/sv.png', '/_next/static/chunks/a.js', '/finns-inte', '/en/x']) {
        expect(given(host, path)).toEqual(expect.objectContaining(securityHeaders));
      }
      expect(given(host, '/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    },
  );
});

describe('the CMS at /admin/', () => {
  const answers = (host: 'cloudflare' | 'netlify', path: string) => {
    const headers = headersFor(parseHeaders(headersFile(pages, host)), path, host);
    return Object.fromEntries(
      ['content-security-policy', 'cross-origin-opener-policy', 'x-robots-tag'].map((name) => [
        name,
        headers.get(name)?.[1],
      ]),
    );
  };

  it.each(['cloudflare', 'netlify'] as const)(
    '%s: its own policy, an opener policy that lets its sign-in popup back, and noindex; the pages keep theirs',
    (host) => {
      expect(answers(host, '/admin/')).toEqual({
        'content-security-policy': cmsPolicies.admin,
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'x-robots-tag': 'noindex, nofollow',
      });
      expect(answers(host, '/admin/oauth/callback.html')).toEqual({
        'content-security-policy': cmsPolicies.oauth,
        'cross-origin-opener-policy': 'unsafe-none',
        'x-robots-tag': 'noindex, nofollow',
      });
      expect(answers(host, '/fdaas')).toEqual({
        'content-security-policy': csp('fdaas'),
        'cross-origin-opener-policy': 'same-origin',
        'x-robots-tag': undefined,
      });
    },
  );

  it('nginx: the same, chosen by the file served, and /admin sent to /admin/', () => {
    const conf = nginxConfig(pages);
    expect(conf).toContain(`"/admin/index.html" "${cmsPolicies.admin}";`);
    expect(conf).toContain(`~^/admin/oauth/ "${cmsPolicies.oauth}";`);
    expect(conf).toMatch(
      /map \$uri \$fyrtorn_coop \{\n {2}default "same-origin";\n {2}"\/admin\/index\.html" "same-origin-allow-popups";\n {2}~\^\/admin\/oauth\/ "unsafe-none";\n\}/,
    );
    expect(conf).toContain('~^/admin/ "noindex, nofollow";');
    expect(conf).toContain('location = /admin { return 301 /admin/$is_args$args; }');
    expect(conf).toContain('location = /admin/ { try_files /admin/index.html =404; }');
    expect(conf).not.toMatch(/add_header Cross-Origin-Opener-Policy "/);
  });
});

describe('nginxConfig', () => {
  const conf = nginxConfig(pages, { root: '/srv/site', listen: '8080' });

  it('has one listen and one root line to set', () => {
    expect(conf.match(/^ {2}listen 8080;$/gm)).toHaveLength(1);
    expect(conf.match(/^ {2}root \/srv\/site;$/gm)).toHaveLength(1);
  });

  it('moves /priser in one hop from every form, and sends /x.html and /x/ to /x', () => {
    for (const from of ['/priser', '/priser/', '/priser.html']) {
      expect(conf).toContain(`location = ${from} { return 301 /vara-abonnemang$is_args$args; }`);
    }
    expect(conf).toContain('location = /fdaas.html { return 301 /fdaas$is_args$args; }');
    expect(conf).toContain('location = /fdaas/ { return 301 /fdaas$is_args$args; }');
    expect(conf).toContain('location = /en/index.html { return 301 /en$is_args$args; }');
    expect(conf).toContain('location = /index.html { return 301 /$is_args$args; }');
    expect(conf).not.toContain('location = /404.html');
  });

  it('chooses the policy by the file served, and the English 404 page under /en/', () => {
    expect(conf).toContain(`"/en/404.html" "${csp('en404')}";`);
    expect(conf).toContain(`"/fdaas.html" "${csp('fdaas')}";`);
    expect(conf).toContain('  error_page 404 /404.html;');
    expect(conf).toMatch(/location \/en\/ \{\n {4}error_page 404 \/en\/404\.html;/);
  });
});
