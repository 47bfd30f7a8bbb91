// out/ served the way a host serves it: npm run serve (PORT, default 3000), npm start, the Playwright
// static project and the page benchmark. The files come from sirv (a kept static-file library: clean
// URLs, ETag, HEAD and ranges); what a host adds comes from the export's own rule files, read below and
// applied as Cloudflare Pages and Netlify apply them:
//   _redirects: a 3xx rule answers before any file (Cloudflare; Netlify's are forced, `301!`); a 404
//     rule (Netlify) serves its page for a miss under its pattern; any other miss gets the nearest 404.html.
//   _headers: every matching rule's headers, values of one name joined, `! Name` detaching it (Cloudflare);
//     in Netlify's dialect (its 404 rules tell it) the later rule's value replaces the earlier.
//     A page reached at another form of its URL (/x.html, /x/) gets the headers of /x, where Cloudflare
//     would redirect it: the tests read the /priser forwarding page at /priser.html.
// Each compressible file is compressed once and kept, as a CDN does: in memory, and on disk for the
// next server over the same export (the test suites start several, one after another).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import sirv from 'sirv';
import { canonicalPath } from '../../lib/route-table.mjs';
import { dialectOf, headersFor, parseHeaders, parseRedirects } from './rule-files.mjs';
import { isRunDirectly } from '../shared/run-directly.mjs';

const readRules = (root, name, parse) =>
  existsSync(join(root, name)) ? parse(readFileSync(join(root, name), 'utf8')) : [];

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The file a clean URL maps to, or null (the same candidates, in the same order, as sirv's lookup). */
export function resolveFile(root, pathname) {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, relative).replace(/[/\\]$/, '');
  if (!resolve(base).startsWith(resolve(root))) return null;
  return [base, join(base, 'index'), `${base}.html`, join(base, 'index.html')].find(isFile) ?? null;
}

/** The nearest 404.html above a missing path (what Cloudflare serves, and Netlify at the root). */
function nearestNotFound(root, pathname) {
  const segments = pathname.split('/').filter(Boolean);
  for (let depth = segments.length; depth >= 0; depth--) {
    const page = `/${[...segments.slice(0, depth), '404.html'].join('/')}`;
    if (isFile(join(root, page))) return page;
  }
  return null;
}

const compressible = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

/** Compressed bodies by their content: brotli at its best level costs 25 s of CPU for the whole export. */
export const COMPRESSED_DIR = resolve('node_modules/.cache/fyrtorn-compressed');

/** Forgets what no server has written for a week (the files of old builds). */
function pruneCompressed() {
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  if (!existsSync(COMPRESSED_DIR)) return;
  for (const name of readdirSync(COMPRESSED_DIR)) {
    const file = join(COMPRESSED_DIR, name);
    if (statSync(file, { throwIfNoEntry: false })?.mtimeMs < weekAgo) rmSync(file, { force: true });
  }
}

/**
 * Brotli's best level, except for a file over a megabyte (the CMS's 5-MB bundle, /admin/decap-cms.js: 28 s
 * of CPU at level 11, half a second at 5 for 16 % more bytes), as CDNs compress large files on the fly.
 */
const brotliOptions = (raw) =>
  raw.length > 1_000_000 ? { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } : undefined;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The body compressed with `encoding`, from the disk cache when an earlier server made it. It compresses on
 * zlib's own threads: done on the server's one thread, a large file at brotli's best level held up every
 * other request, the files already compressed too, for up to a second, and a fresh clone's test run
 * compresses the whole export as its tests first ask for each file.
 */
async function compressed(raw, encoding) {
  const file = join(COMPRESSED_DIR, `${createHash('sha256').update(raw).digest('hex')}.${encoding}`);
  if (existsSync(file)) return readFileSync(file);
  const body = encoding === 'br' ? await brotliAsync(raw, brotliOptions(raw)) : await gzipAsync(raw);
  try {
    mkdirSync(COMPRESSED_DIR, { recursive: true });
    // Written aside and renamed: a server reading it meanwhile never sees half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, body);
    renameSync(partial, file);
  } catch {
    // A cache that cannot be written (a read-only install) only costs the next server the time.
  }
  return body;
}

/**
 * Compresses a response's body once per file and encoding and keeps it, as a CDN does (brotli at its
 * best level takes a good part of a second for a large script). Also sets the status of a 404 page.
 */
function compressOnce(req, res, cache, status) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  const write = res.write.bind(res);
  let held = null;
  res.writeHead = (code, headers = {}) => {
    const finalCode = code === 200 ? status : code;
    const type = String(headers['Content-Type'] ?? res.getHeader('content-type') ?? '');
    if (encoding && finalCode !== 206 && compressible.test(type) && Number(headers['Content-Length']) > 512) {
      const { 'Content-Length': _length, ...rest } = headers;
      held = { code: finalCode, headers: { ...rest, 'Content-Encoding': encoding }, chunks: [] };
      held.key = `${encoding} ${headers.ETag} ${req.url}`;
      res.setHeader('Vary', 'Accept-Encoding');
      return res;
    }
    return writeHead(finalCode, headers);
  };
  res.write = (chunk, ...rest) => (held ? (held.chunks.push(Buffer.from(chunk)), true) : write(chunk, ...rest));
  res.end = (chunk, ...rest) => {
    if (!held) return end(chunk, ...rest);
    if (chunk && typeof chunk !== 'function') held.chunks.push(Buffer.from(chunk));
    // The cache keeps the compression's promise: requests for a file while it is being compressed wait
    // for that one compression.
    let body = cache.get(held.key);
    if (!body) {
      const key = held.key;
      body = compressed(Buffer.concat(held.chunks), encoding);
      body.catch(() => cache.delete(key));
      cache.set(key, body);
    }
    body.then(
      (bytes) => {
        writeHead(held.code, { ...held.headers, 'Content-Length': bytes.length });
        end(req.method === 'HEAD' ? undefined : bytes);
      },
      (error) => res.destroy(error),
    );
    return res;
  };
}

export function createStaticServer(root = 'out') {
  const redirects = readRules(root, '_redirects', parseRedirects);
  const headerRules = readRules(root, '_headers', parseHeaders);
  const host = dialectOf(redirects);
  // sirv's type table lacks .ico, which every host serves as image/x-icon.
  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders: (res, path) => {
      if (path.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
    },
  });
  const cache = new Map();
  pruneCompressed();

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname, search } = url;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const applyHeaders = (path) => {
      for (const [name, value] of headersFor(headerRules, path, host).values()) res.setHeader(name, value);
    };

    const redirect = redirects.find((rule) => rule.status !== 404 && rule.match.test(pathname));
    if (redirect) {
      applyHeaders(pathname);
      res.writeHead(redirect.status, { Location: redirect.to.includes('?') ? redirect.to : `${redirect.to}${search}` });
      res.end();
      return;
    }
    // The hosts keep their rule files to themselves.
    const file = ['/_headers', '/_redirects'].includes(pathname) ? null : resolveFile(root, pathname);
    if (file) {
      applyHeaders(file.endsWith('.html') ? canonicalPath(pathname) : pathname);
      compressOnce(req, res, cache, 200);
      files(req, res, () => res.writeHead(404).end());
      return;
    }
    // A 404 rule's page takes that page's headers (as Netlify does); the nearest 404.html takes the
    // headers of the URL asked for (as Cloudflare does).
    const rule = redirects.find(({ status, match }) => status === 404 && match.test(pathname));
    const page = rule?.to ?? nearestNotFound(root, pathname);
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    applyHeaders(rule ? page : pathname);
    delete req.headers['if-none-match'];
    delete req.headers.range;
    req.url = page;
    compressOnce(req, res, cache, 404);
    files(req, res, () => res.writeHead(404).end());
  });
}

if (isRunDirectly(import.meta.url)) {
  const root = process.argv[2] ?? 'out';
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No built site in ${root}/: run npm run build first.`);
    process.exit(1);
  }
  const port = Number.parseInt(process.env.PORT ?? '3000', 10);
  createStaticServer(root).listen(port, () => console.log(`Serving ${root}/ on http://localhost:${port}`));
}
