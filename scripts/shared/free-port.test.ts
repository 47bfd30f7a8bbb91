/** @jest-environment node */
import { createServer, type Server } from 'node:net';
import {
  acceptsConnections,
  blockedPorts,
  candidatePorts,
  freePort,
  isPortFree,
  listenError,
  portRanges,
} from './free-port.mjs';

it('hands out free ports of the range, never the same one twice in a process', async () => {
  const [first, last] = portRanges.function;
  const ports = await Promise.all(Array.from({ length: 5 }, () => freePort('function')));
  expect(new Set(ports).size).toBe(5);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(first);
    expect(port).toBeLessThanOrEqual(last);
    await expect(isPortFree(port)).resolves.toBe(true);
  }
});

it('keeps to its share of the range: processes side by side never draw the same port', async () => {
  const all = candidatePorts('function');
  const shares = await Promise.all(
    [0, 1, 2, 3].map(async (index) => {
      const ports = await Promise.all(Array.from({ length: 3 }, () => freePort('function', { share: [index, 4] })));
      return { index, ports };
    }),
  );
  for (const { index, ports } of shares) {
    for (const port of ports) {
      const position = all.indexOf(port);
      expect(position).toBeGreaterThanOrEqual(Math.ceil((index * all.length) / 4));
      expect(position).toBeLessThan(Math.ceil(((index + 1) * all.length) / 4));
    }
  }
});

it('tells a port something listens on from a free one', async () => {
  const server: Server = await new Promise((resolve) => {
    const s = createServer().listen({ port: 0, host: '0.0.0.0' }, () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  await expect(isPortFree(port)).resolves.toBe(false);
  await expect(listenError(port)).resolves.toBe('EADDRINUSE');
  await expect(acceptsConnections(port)).resolves.toBe(true);
  await new Promise((resolve) => server.close(resolve));
  await expect(isPortFree(port)).resolves.toBe(true);
  await expect(listenError(port)).resolves.toBeNull();
  await expect(acceptsConnections(port)).resolves.toBe(false);
});

it('waits for a server by connecting, so the wait never holds the port the server is about to bind', async () => {
  const port = await freePort('function');
  await expect(acceptsConnections(port)).resolves.toBe(false);
  // A server binding while the check runs gets its port: a listen of the check's own would race it.
  const checks = Array.from({ length: 20 }, () => acceptsConnections(port));
  const server: Server = await new Promise((resolve, reject) => {
    const s = createServer()
      .once('error', reject)
      .listen({ port, host: '127.0.0.1' }, () => resolve(s));
  });
  await Promise.all(checks);
  await expect(acceptsConnections(port)).resolves.toBe(true);
  await new Promise((resolve) => server.close(resolve));
});

it('leaves out the ports that browsers refuse and next start will not listen on', () => {
  // 3659 lies in the function tests' range: a function server on it would be unreachable from Chromium.
  const functionPorts = candidatePorts('function');
  expect(functionPorts).not.toContain(3659);
  expect(functionPorts).toContain(3658);
  expect(candidatePorts('edge').filter((port) => blockedPorts.has(port))).toEqual([]);
  expect(candidatePorts('servers').filter((port) => blockedPorts.has(port))).toEqual([]);
  expect(candidatePorts('servers')).not.toContain(5060);
});
