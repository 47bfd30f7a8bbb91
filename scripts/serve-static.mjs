// A clean-URL static server for out/, the way a CDN serves it: /x from x.html or x/index.html,
// the _redirects and _headers rules, 404.html (en/404.html under /en) with status 404, gzip/brotli.
// npm run serve (PORT, default 3000). Also used by the end-to-end tests and npm start.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const compressible = new Set(['.html', '.txt', '.js', '.css', '.json', '.xml', '.svg']);

const patternToRegExp = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

function readRules(root) {
  const redirects = existsSync(join(root, '_redirects'))
    ? readFileSync(join(root, '_redirects'), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => {
          const [from, to, status = '301'] = line.split(/\s+/);
          return { match: patternToRegExp(from), to, status: Number.parseInt(status, 10) };
        })
    : [];
  const headers = [];
  if (existsSync(join(root, '_headers'))) {
    let current = null;
    for (const line of readFileSync(join(root, '_headers'), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      if (!/^\s/.test(line)) {
        current = { match: patternToRegExp(line.trim()), values: {} };
        headers.push(current);
      } else if (current) {
        const at = line.indexOf(':');
        current.values[line.slice(0, at).trim()] = line.slice(at + 1).trim();
      }
    }
  }
  return { redirects, headers };
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a clean URL maps to, or null. */
export function resolveFile(root, pathname) {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, relative);
  if (!resolve(base).startsWith(resolve(root))) return null;
  const candidates = pathname.endsWith('/')
    ? [join(base, 'index.html'), `${base.replace(/[/\\]$/, '')}.html`]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}

export function createStaticServer(root = 'out') {
  const rules = readRules(root);
  // A CDN compresses a file once and keeps it; brotli at its best level takes a good part of a
  // second for a large script, so compressing on every request would stall the server.
  const cache = new Map();
  const compressed = (file, body, encoding) => {
    const key = `${encoding}:${file}`;
    const { mtimeMs } = statSync(file);
    const hit = cache.get(key);
    if (hit && hit.mtimeMs === mtimeMs) return hit.body;
    const result = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body);
    cache.set(key, { mtimeMs, body: result });
    return result;
  };

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const send = (status, file, extraHeaders = {}) => {
      const ext = extname(file);
      let body = readFileSync(file);
      const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream', ...extraHeaders };
      for (const rule of rules.headers) if (rule.match.test(pathname)) Object.assign(headers, rule.values);
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (compressible.has(ext) && body.length > 512) {
        if (/\bbr\b/.test(accepts)) {
          body = compressed(file, body, 'br');
          headers['Content-Encoding'] = 'br';
        } else if (/\bgzip\b/.test(accepts)) {
          body = compressed(file, body, 'gzip');
          headers['Content-Encoding'] = 'gzip';
        }
        headers.Vary = 'Accept-Encoding';
      }
      headers['Content-Length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    for (const rule of rules.redirects) {
      if (rule.status >= 300 && rule.status < 400 && rule.match.test(pathname)) {
        res.writeHead(rule.status, { Location: `${rule.to}${url.search}` }).end();
        return;
      }
    }
    const file = resolveFile(root, pathname);
    if (file) {
      send(200, file);
      return;
    }
    const notFound = rules.redirects.find((rule) => rule.status === 404 && rule.match.test(pathname));
    const page = notFound ? join(root, notFound.to) : join(root, '404.html');
    if (isFile(page)) send(404, page);
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'out';
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No built site in ${root}/: run npm run build first.`);
    process.exit(1);
  }
  const port = Number.parseInt(process.env.PORT ?? '3000', 10);
  createStaticServer(root).listen(port, () => console.log(`Serving ${root}/ on http://localhost:${port}`));
}
