// A reader of the two host rule files, `_redirects` and `_headers`, in the subset of the Cloudflare
// Pages and Netlify syntax the export uses (scripts/build/host-rules.mjs writes them); the preview server
// (scripts/serve/serve-static.mjs) applies them.

/** A rule pattern as a RegExp: `*` matches anything (also "/"), `:name` one path segment. */
const patternToRegExp = (pattern) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/:\w+/g, '[^/]+')}$`,
  );

/**
 * The rules of a `_redirects` file (both hosts' dialects).
 * @param {string} text
 * @returns {{ from: string, to: string, status: number, force: boolean, match: RegExp }[]}
 */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, code = '302'] = line.split(/\s+/);
      const status = Number.parseInt(code, 10);
      if (!(status === 404 || (status >= 301 && status <= 308))) {
        throw new Error(`_redirects: "${line}": this preview server reads 3xx and 404 rules only.`);
      }
      return { from, to, status, force: code.endsWith('!'), match: patternToRegExp(from) };
    });
}

/**
 * The rules of a `_headers` file, in file order.
 * @param {string} text
 * @returns {{ pattern: string, match: RegExp, set: [string, string][], detach: string[] }[]}
 */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), match: patternToRegExp(line.trim()), set: [], detach: [] });
    } else if (rules.length && line.trim().startsWith('!')) {
      rules.at(-1).detach.push(line.trim().slice(1).trim());
    } else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1).set.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/**
 * The headers the rules give a URL path: each matching rule in order, a detached name removed. A name
 * set twice is joined with ", " as Cloudflare joins it, or (`host` netlify) takes the later rule's value,
 * as Netlify's engines do.
 * @param {ReturnType<typeof parseHeaders>} rules
 * @param {string} pathname
 * @param {'cloudflare' | 'netlify'} [host]
 * @returns {Map<string, [string, string]>} keyed by lower-case name, value [name, value]
 */
export function headersFor(rules, pathname, host = 'cloudflare') {
  const headers = new Map();
  for (const rule of rules.filter(({ match }) => match.test(pathname))) {
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const previous = host === 'cloudflare' ? headers.get(name.toLowerCase()) : undefined;
      headers.set(name.toLowerCase(), [name, previous ? `${previous[1]}, ${value}` : value]);
    }
  }
  return headers;
}

/**
 * The host whose dialect a pair of rule files is in: only Netlify's `_redirects` has status-404 rules
 * (Cloudflare rejects them; scripts/build/host-rules.mjs).
 * @param {ReturnType<typeof parseRedirects>} redirects
 * @returns {'cloudflare' | 'netlify'}
 */
export const dialectOf = (redirects) => (redirects.some(({ status }) => status === 404) ? 'netlify' : 'cloudflare');
