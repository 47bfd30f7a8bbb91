import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from '../../scripts/serve/serve-static.mjs';
import { OUT_DIR } from '../site';
import { engines, type Engine } from './driver';

/**
 * The ports of the lane's servers, found free once by the config that loads this (before its workers start)
 * and handed to the workers in E2E_ENGINE_PORTS: one site server per engine, for its pages with JavaScript,
 * and the shared site (sharedSitePort).
 */
export function lanePorts(): number[] {
  if (!process.env.E2E_ENGINE_PORTS) {
    const script = fileURLToPath(new URL('../hosts/free-ports.mjs', import.meta.url));
    const found = spawnSync(process.execPath, [script, String(engines.length + 1)], { encoding: 'utf8' });
    if (found.status !== 0) throw new Error(`No free ports in 4000-8999 for the engines' servers: ${found.stderr}`);
    process.env.E2E_ENGINE_PORTS = found.stdout.trim();
  }
  return process.env.E2E_ENGINE_PORTS.split(',').map(Number);
}

/** The port of an engine's own site server (its pages with JavaScript on: Gecko's and WebKit's). */
export function enginePort(engine: Engine): number {
  const index = (engines as readonly string[]).indexOf(engine);
  if (index < 0) throw new Error(`${engine}: the lane visits its pages with JavaScript off only (the shared site).`);
  return lanePorts()[index];
}

/**
 * The port of the export served for the whole run by global-setup.ts, the enquiry backend's site (SITE_URL):
 * the engines with JavaScript switched off visit it, and a form they post lands back on it, on the page's
 * own origin as on the site's domain in production (the CSP's form-action holds for the redirect too).
 * Their pages run no script, so there is nothing to hold for them (startSiteServer), and both share it.
 */
export function sharedSitePort(): number {
  return lanePorts()[engines.length];
}

/** Every origin the lane's pages come from: the ones the enquiry backend answers, its site first. */
export function siteOrigins(): string[] {
  return [sharedSitePort(), ...engines.map(enginePort)].map((port) => `http://localhost:${port}`);
}

export type SiteServer = {
  origin: string;
  /** Holds back the page's scripts (/_next/static/…js) until release(): the HTML and CSS still come. */
  holdScripts(): void;
  release(): void;
  close(): Promise<void>;
};

/**
 * The static export as `npm run serve` serves it (scripts/serve/serve-static.mjs, same files, headers
 * and rules, but the page's scripts are not to be cached), one per engine, with a gate for them. The exported pages start their
 * scripts only once the first paint is on screen (scripts/build/defer-scripts.mjs): while the gate
 * holds them, the page is exactly what a visitor sees first, and the lane can look at it, or start its
 * problem recorder in an engine that cannot run a script before the page's own.
 */
export async function startSiteServer(port: number): Promise<SiteServer> {
  const files = createStaticServer(OUT_DIR);
  const handle = files.listeners('request')[0] as (req: IncomingMessage, res: ServerResponse) => void;
  let held: (() => void)[] | null = null;
  const server = createServer((req, res) => {
    if (!/^\/_next\/static\/.*\.js$/.test(new URL(req.url ?? '/', 'http://x').pathname)) return handle(req, res);
    // Kept out of the browser's cache, or the next page would run them from there, past the gate.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? 'no-store' : value);
    res.setHeader('Cache-Control', 'no-store');
    if (held) held.push(() => handle(req, res));
    else handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return {
    origin: `http://localhost:${port}`,
    holdScripts() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const serve of waiting) serve();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The shared site (sharedSitePort), served by global-setup.ts, as a visitor without JavaScript uses it. */
export function sharedSite(): SiteServer {
  return {
    origin: `http://localhost:${sharedSitePort()}`,
    holdScripts() {},
    release() {},
    close: async () => undefined,
  };
}
