/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { COMPRESSED_DIR, createStaticServer } from './serve-static.mjs';

/** The body as sent (not decompressed), its encoding and status. */
function fetchRaw(server: Server, path: string): Promise<{ status: number; encoding?: string; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((done, fail) => {
    get({ port, path, headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', fail);
  });
}

const listening = (server: Server) => new Promise<Server>((done) => server.listen(0, () => done(server)));
const closed = (server: Server) => new Promise((done) => server.close(done));

describe('the static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'fyrtorn-serve-static-'));
  // Unique to this run, so that no earlier run's cache entry answers for it.
  const page = `<!doctype html><title>${Date.now()}</title><p>${'Bokföring och lön. '.repeat(200)}</p>`;
  writeFileSync(join(root, 'index.html'), page);
  const cached = join(COMPRESSED_DIR, `${createHash('sha256').update(page).digest('hex')}.br`);

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(cached, { force: true });
  });

  it('compresses a page with brotli once: a second server over the same export sends the kept bytes', async () => {
    const first = await listening(createStaticServer(root));
    const sent = await fetchRaw(first, '/');
    await closed(first);
    expect(sent.status).toBe(200);
    expect(sent.encoding).toBe('br');
    expect(brotliDecompressSync(sent.body).toString()).toBe(page);
    expect(readFileSync(cached).equals(sent.body)).toBe(true);

    // The second server sends the kept file as it is: replaced here by the same page compressed at
    // brotli's fastest level (other bytes), that is what it sends.
    const marked = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    expect(marked.equals(sent.body)).toBe(false);
    writeFileSync(cached, marked);
    const second = await listening(createStaticServer(root));
    const again = await fetchRaw(second, '/');
    await closed(second);
    expect(again.encoding).toBe('br');
    expect(again.body.equals(marked)).toBe(true);
  });

  it('answers other requests while it compresses a large file; two requests for it meanwhile get the same bytes', async () => {
    // Varied words, unique to this run, a few hundred kilobytes: brotli's best level takes most of a second.
    let seed = Date.now() % 2147483647;
    const word = () => ((seed = (seed * 48271) % 2147483647), `ord${seed % 5000} `);
    const large = Array.from({ length: 40_000 }, word).join('');
    writeFileSync(join(root, 'large.js'), large);
    writeFileSync(join(root, 'small.txt'), 'lön');
    const largeKept = join(COMPRESSED_DIR, `${createHash('sha256').update(large).digest('hex')}.br`);
    const server = await listening(createStaticServer(root));
    try {
      const finished: string[] = [];
      const request = (path: string) =>
        fetchRaw(server, path).then((sent) => {
          finished.push(path);
          return sent;
        });
      const largeSent = [request('/large.js'), request('/large.js')];
      // Once the server has the two requests for the large file, a small one.
      await new Promise((done) => setTimeout(done, 100));
      const small = await request('/small.txt');
      expect(small.body.toString()).toBe('lön');
      expect(finished).toEqual(['/small.txt']);
      const [first, second] = await Promise.all(largeSent);
      expect(brotliDecompressSync(first.body).toString()).toBe(large);
      expect(second.body.equals(first.body)).toBe(true);
    } finally {
      await closed(server);
      rmSync(largeKept, { force: true });
    }
  }, 60_000);
});
