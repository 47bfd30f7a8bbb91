/** @jest-environment node */
// The text editor's server in front of a stand-in for next dev: what pages get, what passes through, and
// who the endpoint refuses. Its catalogs are a temporary copy, so no request here can touch messages/.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATH, CLIENT_PATH, TOKEN_HEADER } from './protocol.mjs';
import { scriptTag, startTextEditorServer } from './server.mjs';

const repo = path.join(__dirname, '../..');
let copy: string;
let upstream: http.Server;
let editor: Awaited<ReturnType<typeof startTextEditorServer>>;
let base: string;
let host: string;

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'text-editor-server-'));
  cpSync(path.join(repo, 'messages'), path.join(copy, 'messages'), { recursive: true });
  // next dev's stand-in: a page sent in pieces (</head> split across them), data, its request's headers.
  upstream = http.createServer((req, res) => {
    if (req.url === '/') {
      const [first, second] = ['<!DOCTYPE html><html><head><title>Sida</title></he', 'ad><body>Hej</body></html>'];
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': first.length + second.length,
      });
      res.write(first);
      setTimeout(() => res.end(second), 20);
    } else if (req.url === '/data.txt') {
      res.writeHead(200, { 'content-type': 'text/x-component' });
      res.end('0:["</head>"]');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.headers));
    }
  });
  upstream.on('upgrade', (req, socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (chunk: Buffer) => socket.write(Buffer.concat([Buffer.from('echo:'), chunk])));
    socket.on('end', () => socket.end());
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as net.AddressInfo;
  editor = await startTextEditorServer({
    root: copy,
    port: 0,
    upstream: `http://127.0.0.1:${port}`,
    token: 'the-token',
  });
  host = `localhost:${editor.port}`;
  base = `http://127.0.0.1:${editor.port}`;
});

afterAll(async () => {
  await editor?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  rmSync(copy, { recursive: true, force: true });
});

/** A request with exactly these headers (fetch would add its own Origin and Sec-Fetch-* rules). */
function request(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
const token = { [TOKEN_HEADER]: 'the-token' };
const problemsOf = (text: string) => JSON.parse(text).problems as string[];

it('listens on 127.0.0.1 only', () => {
  expect((editor.server.address() as net.AddressInfo).address).toBe('127.0.0.1');
});

describe('in front of next dev', () => {
  it('gives a page the editor’s script, with the session’s token, before </head>', async () => {
    const page = await request('GET', '/');
    expect(page.status).toBe(200);
    expect(page.text).toBe(
      `<!DOCTYPE html><html><head><title>Sida</title>${scriptTag('the-token')}</head><body>Hej</body></html>`,
    );
    expect(page.headers['content-length']).toBeUndefined();
  });

  it('gives no script to a page asked for under another host name (a DNS rebinding attack)', async () => {
    const page = await request('GET', '/', { host: `attacker.example:${editor.port}` });
    expect(page.text).not.toContain('the-token');
    expect(page.text).not.toContain(CLIENT_PATH);
  });

  it('passes everything else through as it is, uncompressed', async () => {
    expect((await request('GET', '/data.txt')).text).toBe('0:["</head>"]');
    const seen = JSON.parse((await request('GET', '/echo', { 'accept-encoding': 'gzip, br', 'x-a': '1' })).text);
    expect(seen).toMatchObject({ host, 'x-a': '1' });
    expect(seen['accept-encoding']).toBeUndefined();
  });

  it('passes the hot-reload socket through both ways', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(editor.port, '127.0.0.1', () => {
        socket.write(
          `GET /_next/webpack-hmr HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n') && !text.includes('echo:')) socket.write('ping');
        if (text.includes('echo:ping')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 101 /);
  });

  it('serves the editor’s browser modules and nothing else of the repository', async () => {
    const client = await request('GET', CLIENT_PATH);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/^text\/javascript/);
    expect(client.text).toBe(readFileSync(path.join(__dirname, 'client/editor.mjs'), 'utf8'));
    for (const url of [
      '/__text-editor/server.mjs',
      '/__text-editor/client/../server.mjs',
      '/__text-editor/client/%2e%2e/catalog-edit.mjs',
      '/__text-editor/check-worker.mjs',
    ]) {
      const answer = await request('GET', url);
      expect([url, answer.status, problemsOf(answer.text)[0]]).toEqual([
        url,
        404,
        expect.stringMatching(/not part of the editor$/),
      ]);
    }
  });
});

describe('the endpoint', () => {
  const read = `${API_PATH}?key=Home.hero.title`;

  it('reads a text for a page of this server', async () => {
    const answer = await request('GET', read, { ...token, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ key: 'Home.hero.title', texts: { sv: expect.any(String) } });
  });

  const refused: [string, Record<string, string>, string][] = [
    ['without the token', {}, "Refused: without this session's token."],
    ['with another token', { [TOKEN_HEADER]: 'guess' }, "Refused: without this session's token."],
    [
      'from another origin',
      { ...token, origin: 'https://attacker.example' },
      'Refused: requests from https://attacker.example are refused.',
    ],
    [
      'from another port of this machine',
      { ...token, origin: 'http://localhost:3999' },
      'Refused: requests from http://localhost:3999 are refused.',
    ],
    ['across sites', { ...token, 'sec-fetch-site': 'cross-site' }, 'Refused: a cross-site request is refused.'],
    [
      'under another host name',
      { ...token, host: `attacker.example:${0}` },
      'Refused: the editor answers on localhost only.',
    ],
  ];
  for (const [name, headers, problem] of refused) {
    it(`refuses a request ${name}`, async () => {
      const answer = await request('GET', read, headers);
      expect(answer.status).toBe(403);
      expect(problemsOf(answer.text)).toEqual([problem]);
    });
  }

  it('refuses a save without Origin, or not in JSON, or for a language other than the two', async () => {
    const home = () => readFileSync(path.join(copy, 'messages/pages/Home.json'), 'utf8');
    const before = home();
    const body = JSON.stringify({ key: 'Home.hero.title', texts: { '../../package': 'x' }, base: {} });
    const origin = { origin: `http://${host}` };
    const json = { 'content-type': 'application/json' };
    expect((await request('POST', API_PATH, { ...token, ...json }, body)).status).toBe(403);
    expect((await request('POST', API_PATH, { ...token, ...origin, 'content-type': 'text/plain' }, body)).status).toBe(
      415,
    );
    const wrongFile = await request('POST', API_PATH, { ...token, ...origin, ...json }, body);
    expect(wrongFile.status).toBe(400);
    expect(problemsOf(wrongFile.text)).toEqual(['texts: expected { "sv": "…", "en": "…" }']);
    expect((await request('POST', API_PATH, { ...token, ...origin, ...json }, '{"key":')).status).toBe(400);
    expect((await request('PUT', API_PATH, { ...token, ...origin, ...json }, body)).status).toBe(405);
    expect(home()).toEqual(before);
  });

  it('reads an offer text by its place in messages/offer.json, and saves at no other place of that file', async () => {
    const offer = () => readFileSync(path.join(copy, 'messages/offer.json'), 'utf8');
    const before = offer();
    const key = 'messages/offer.json:items[0].name';
    const answer = await request('GET', `${API_PATH}?key=${encodeURIComponent(key)}`, token);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).texts).toEqual(JSON.parse(before).items[0].name);
    const headers = { ...token, origin: `http://${host}`, 'content-type': 'application/json' };
    for (const at of ['items[0].id', 'lines[0].price.amount', '../../package.json']) {
      const texts = { sv: '1', en: '1' };
      const body = JSON.stringify({ key: `messages/offer.json:${at}`, texts, base: texts });
      const refused = await request('POST', API_PATH, headers, body);
      expect([refused.status, problemsOf(refused.text)]).toEqual([
        404,
        [`messages/offer.json: ${at}: no text of the offer`],
      ]);
    }
    expect(offer()).toEqual(before);
  });
});

it('answers a page under any local name: localhost, 127.0.0.1, [::1]', async () => {
  for (const name of ['localhost', '127.0.0.1', '[::1]']) {
    expect((await request('GET', '/', { host: `${name}:${editor.port}` })).text).toContain(scriptTag('the-token'));
  }
});
