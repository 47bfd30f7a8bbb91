// Free ports for the servers tests and benchmarks start. Each kind of server draws from a range of its
// own, so suites running side by side (and the Playwright suite's fixed ports below 3450) never meet.
import { connect, createServer } from 'node:net';

/** [first, last] port of each range; the blocked ports below are left out. */
export const portRanges = {
  /** databases, function servers and stubs of the function tests and benchmarks */
  function: [3450, 3749],
  /** the edge build's header check */
  edge: [3750, 3999],
  /** the e2e host engines (wrangler, netlify, nginx) and the catalog tests' throwaway servers */
  servers: [4000, 8999],
};

/**
 * The Fetch standard's "bad ports" within the ranges: Chromium refuses to load from them and
 * `next start` refuses to listen on them (3659 "reserved for apple-sasl" failed an edge build).
 */
export const blockedPorts = new Set([
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
]);

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
 * Whether a server accepts connections on the port now. The readiness check for a server that was
 * just started: probing with a listen of its own (isPortFree) could take the port at the moment the
 * server binds it, and the server would fail with EADDRINUSE.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function acceptsConnections(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The ports of a range that a server may be given: all but the blocked ones.
 * @param {keyof typeof portRanges} range
 * @returns {number[]}
 */
export function candidatePorts(range) {
  const [first, last] = portRanges[range];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i).filter((port) => !blockedPorts.has(port));
}

/**
 * A free port of the range, never handed out twice in one process; the search starts at a random
 * point so that two processes asking at once are unlikely to pick the same port. Processes started side
 * by side that each hold a port a while before binding it (a database started after its initdb) take a
 * share each: `[index, count]` keeps to the index-th of count equal slices of the range.
 * @param {keyof typeof portRanges} range
 * @param {{ share?: [number, number] }} [options]
 */
export async function freePort(range, { share } = {}) {
  const all = candidatePorts(range);
  const ports = share ? all.filter((_, i) => Math.floor((i * share[1]) / all.length) === share[0]) : all;
  const start = Math.floor(Math.random() * ports.length);
  for (let i = 0; i < ports.length; i++) {
    const port = ports[(start + i) % ports.length];
    if (handedOut.has(port)) continue;
    handedOut.add(port); // before the check: callers in one process ask at the same time
    if (await isPortFree(port)) return port;
  }
  const [first, last] = portRanges[range];
  throw new Error(`No free port in ${first}-${last}.`);
}
