// The text editor's server in `npm run dev` (scripts/serve/dev.mjs). It stands in front of `next dev`, on
// 127.0.0.1 only: it passes every request and the hot-reload socket through, adds the editor's script
// to each page, serves the editor's browser modules and answers its one endpoint, which reads a text and
// saves an edit into the text's page file, messages/pages/<Namespace>.json (catalog-edit.mjs), and nothing else. The
// endpoint answers only a page of this server: a local Host, no other Origin, and the session's token.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { Transform } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { EditRefused, readText, saveText } from './catalog-edit.mjs';
import { API_PATH, CLIENT_PATH, EDITOR_PATH, SESSION_PARAM, TOKEN_HEADER } from './protocol.mjs';

const MAX_BODY = 100_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.join(here, '../..');
/**
 * The browser's files by URL: the client modules, and the modules they share with the server and the app.
 * Each is under EDITOR_PATH at its path in the repository, so a relative import names the same file in the
 * browser as in Node.
 */
const browserFiles = new Map(
  [
    ...readdirSync(path.join(here, 'client'))
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => path.join(here, 'client', name)),
    path.join(here, 'protocol.mjs'),
    path.join(repository, 'lib/text-editor/markers.mjs'),
  ].map((file) => [`${EDITOR_PATH}/${path.relative(repository, file).split(path.sep).join('/')}`, file]),
);

/** The Host names a page of this server may be opened under. */
const localHosts = (port) => [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`];

/** The script tag each page gets: the token travels in its URL, which only a page of this origin can read. */
export const scriptTag = (token) =>
  `<script type="module" src="${CLIENT_PATH}?${SESSION_PARAM}=${encodeURIComponent(token)}"></script>`;

/**
 * Why an endpoint request is refused, or null. Browsers send Origin with every cross-site request and
 * with a same-site POST; the token is in this server's pages only.
 * @param {http.IncomingMessage} req
 * @param {{ port: number, token: string }} session
 */
export function refusal(req, { port, token }) {
  const host = req.headers.host ?? '';
  if (!localHosts(port).includes(host)) return 'the editor answers on localhost only';
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return `requests from ${origin} are refused`;
  if (req.method !== 'GET' && origin === undefined) return 'a request without Origin may only read';
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `a ${site} request is refused`;
  const given = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ''));
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "without this session's token";
  return null;
}

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new EditRefused(413, ['the request is too large']));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function answerApi(req, res, url, { root }) {
  if (req.method === 'GET') return json(res, 200, readText(root, url.searchParams.get('key') ?? ''));
  if (req.method !== 'POST') return json(res, 405, { problems: ['GET reads a text, POST saves one'] });
  if (!/^application\/json(;|$)/.test(req.headers['content-type'] ?? '')) {
    return json(res, 415, { problems: ['send JSON'] });
  }
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof EditRefused) throw error;
    throw new EditRefused(400, ['the request is not valid JSON']);
  }
  return json(res, 200, await saveText({ root, key: body?.key, texts: body?.texts, base: body?.base }));
}

async function answerEditor(req, res, url, session) {
  const file = browserFiles.get(url.pathname);
  if (file && req.method === 'GET' && localHosts(session.port).includes(req.headers.host ?? '')) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    return res.end(readFileSync(file));
  }
  if (url.pathname !== API_PATH) return json(res, 404, { problems: [`${url.pathname}: not part of the editor`] });
  const refused = refusal(req, session);
  if (refused) return json(res, 403, { problems: [`Refused: ${refused}.`] });
  try {
    await answerApi(req, res, url, session);
  } catch (error) {
    if (!(error instanceof EditRefused)) throw error;
    json(res, error.status, { problems: error.problems });
  }
}

/** Passes a stream through, with `insert` added before the first `before`. */
function insertBefore(before, insert) {
  const marker = Buffer.from(before);
  let held = Buffer.alloc(0);
  let done = false;
  return new Transform({
    transform(chunk, _encoding, callback) {
      if (done) return callback(null, chunk);
      held = Buffer.concat([held, chunk]);
      const at = held.indexOf(marker);
      if (at === -1) return callback();
      done = true;
      callback(null, Buffer.concat([held.subarray(0, at), Buffer.from(insert), held.subarray(at)]));
    },
    flush(callback) {
      callback(null, done ? null : held);
    },
  });
}

/** Forwards a request to next dev; a page for a local Host gets the editor's script before </head>. */
function forward(req, res, { upstream, port, token }) {
  const headers = { ...req.headers };
  delete headers['accept-encoding']; // plain text, so that a page can be read and added to
  const request = http.request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
    (answer) => {
      const page =
        /^text\/html/.test(answer.headers['content-type'] ?? '') && localHosts(port).includes(req.headers.host ?? '');
      if (!page) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const { 'content-length': _length, ...pageHeaders } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, pageHeaders);
      answer.pipe(insertBefore('</head>', scriptTag(token))).pipe(res);
    },
  );
  request.on('error', (error) => {
    if (res.headersSent) return res.destroy(); // the answer broke off: so does this one
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`next dev did not answer (${error.message}); it may still be starting.`);
  });
  req.pipe(request);
}

/** The hot-reload WebSocket (and any other upgrade), passed through byte for byte. */
function forwardUpgrade(req, socket, head, { upstream }) {
  const target = net.connect(Number(upstream.port), upstream.hostname, () => {
    const lines = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    target.write(`${req.method} ${req.url} HTTP/${req.httpVersion}\r\n${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) target.write(head);
    socket.pipe(target).pipe(socket);
  });
  const close = () => {
    socket.destroy();
    target.destroy();
  };
  target.on('error', close);
  socket.on('error', close);
  target.on('close', close);
  socket.on('close', close);
}

/**
 * Starts the editor's server in front of next dev.
 * @param {{ root: string, port: number, upstream: string, token?: string }} options upstream: next dev's
 *   origin, e.g. http://127.0.0.1:4123; port 0 picks a free one
 * @returns {Promise<{ server: http.Server, port: number, token: string, close: () => Promise<void> }>}
 */
export async function startTextEditorServer({ root, port, upstream, token = randomBytes(24).toString('base64url') }) {
  const session = { root, port, token, upstream: new URL(upstream) };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const editor = url.pathname === EDITOR_PATH || url.pathname.startsWith(`${EDITOR_PATH}/`);
    if (!editor) return forward(req, res, session);
    answerEditor(req, res, url, session).catch((error) => {
      console.error(error);
      if (!res.headersSent) json(res, 500, { problems: [`The editor failed: ${error.message}`] });
      else res.end();
    });
  });
  server.on('upgrade', (req, socket, head) => forwardUpgrade(req, socket, head, session));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  session.port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    server,
    port: session.port,
    token,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // a request still running (a page being compiled) ends with it
      }),
  };
}
