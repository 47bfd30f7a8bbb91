// Free ports for the servers tests and benchmarks start. Each kind of server draws from a range of its
// own, so suites running side by side (and the Playwright suite's fixed ports below 3450) never meet.
import { createServer } from 'node:net';

/** [first, last] port of each range; 5060 is left out (Chromium refuses it). */
export const portRanges = {
  /** databases, function servers and stubs of the function tests and benchmarks */
  function: [3450, 3549],
  /** the edge build's header check */
  edge: [3550, 3999],
  /** the e2e host engines (wrangler, netlify, nginx) and the catalog tests' throwaway servers */
  servers: [4000, 8999],
};

const handedOut = new Set();

/**
 * Why a server could not listen on the port now (its error code, e.g. EADDRINUSE), or null when it can.
 * @param {number} port
 * @param {string} [host] every interface by default, as the servers bind
 * @returns {Promise<string | null>}
 */
export function listenError(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code ?? error.message));
    server.listen({ port, host }, () => server.close(() => resolve(null)));
  });
}

/**
 * Whether nothing listens on the port now.
 * @param {number} port
 * @param {string} [host]
 */
export const isPortFree = async (port, host = '0.0.0.0') => (await listenError(port, host)) === null;

/**
 * A free port of the range, never handed out twice in one process; the search starts at a random
 * point so that two processes asking at once are unlikely to pick the same port.
 * @param {keyof typeof portRanges} range
 */
export async function freePort(range) {
  const [first, last] = portRanges[range];
  const size = last - first + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = first + ((start + i) % size);
    if (port === 5060 || handedOut.has(port)) continue;
    handedOut.add(port); // before the check: callers in one process ask at the same time
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port in ${first}-${last}.`);
}
