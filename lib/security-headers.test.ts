/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POLICIES_ENV, edgeHeaders } from './security-headers.mjs';

describe('edgeHeaders (next.config headers())', () => {
  const dir = mkdtempSync(join(tmpdir(), 'edge-headers-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (policies: unknown) => {
    const file = join(dir, `${Math.random()}.json`);
    writeFileSync(file, JSON.stringify(policies));
    return file;
  };
  const csp = (name: string) => `script-src 'self' 'sha256-${name}'`;
  /** The CSP a request path ends with: the last matching rule wins, as Next documents. */
  const policyFor = (rules: ReturnType<typeof edgeHeaders>, path: string) => {
    let value: string | undefined;
    for (const { source, headers } of rules) {
      const pattern = new RegExp(`^${source.replace('/:path*', '(/.*)?')}/?$`);
      if (!pattern.test(path)) continue;
      for (const header of headers) if (header.key === 'Content-Security-Policy') value = header.value;
    }
    return value;
  };

  it('without a first pass: the security headers on every answer, no CSP', () => {
    const rules = edgeHeaders({});
    expect(rules).toHaveLength(1);
    expect(rules[0].source).toBe('/:path*');
    expect(rules[0].headers.map(({ key }) => key)).toContain('Strict-Transport-Security');
    expect(rules[0].headers.map(({ key }) => key)).not.toContain('Content-Security-Policy');
  });

  it('with the first pass’s policies: each page its own, a miss its 404 page’s, whatever the file’s order', () => {
    const file = write({
      pages: [
        { path: '/', csp: csp('home') },
        { path: '/en/fdaas', csp: csp('enfdaas') },
      ],
      notFound: [
        { prefix: '/en/', csp: csp('en404') },
        { prefix: '/', csp: csp('sv404') },
      ],
    });
    const rules = edgeHeaders({ [POLICIES_ENV]: file });
    expect(policyFor(rules, '/')).toBe(csp('home'));
    expect(policyFor(rules, '/en/fdaas')).toBe(csp('enfdaas'));
    expect(policyFor(rules, '/en/finns-inte')).toBe(csp('en404'));
    expect(policyFor(rules, '/finns-inte')).toBe(csp('sv404'));
    expect(rules[0].headers.map(({ key }) => key)).toContain('X-Frame-Options');
  });

  it('refuses a page path that Next would read as a pattern', () => {
    const file = write({ pages: [{ path: '/a/:b*', csp: csp('x') }], notFound: [] });
    expect(() => edgeHeaders({ [POLICIES_ENV]: file })).toThrow('"/a/:b*" is not a plain page path');
  });
});
