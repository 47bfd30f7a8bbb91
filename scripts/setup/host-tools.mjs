// The hosts' own local servers for the end-to-end tests: wrangler runs Cloudflare's workerd, netlify-cli
// Netlify's. Each is installed on demand from its own lock (scripts/setup/host-tools/<name>), being too
// large for every `npm ci` (workerd alone is some 140 MB). Both need Node 22 or newer: on an older Node a
// Node 24 from the npm registry (scripts/setup/host-tools/node) runs them. decap-server, the CMS's local
// backend (npm run cms and the CMS's end-to-end test), comes the same way: no host's build needs its 124
// packages. Everything lands in a cache under node_modules/, so `npm ci` clears it and it follows the locks.
// `node scripts/setup/host-tools.mjs` installs what is missing; `npm test` runs it beside the static
// build, since the install waits mostly on the network and only the end-to-end step needs it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isRunDirectly } from '../shared/run-directly.mjs';

export const CACHE_DIR = resolve('node_modules/.cache/fyrtorn-host-tools');
const TOOL_LOCKS = resolve('scripts/setup/host-tools');
/** wrangler and netlify-cli refuse older Node versions. */
const MINIMUM_NODE = [22, 13];

/** @param {string} version e.g. "20.20.2" */
export function isRecentEnough(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

const toolDir = (name) => join(CACHE_DIR, name);
const stampOf = (name) => join(toolDir(name), '.installed-lock');
/** The file each tool runs from: an install whose folder was cleared since is no install. */
const entryOf = {
  node: () => join(toolDir('node'), 'node_modules', 'node', 'bin', 'node'),
  netlify: () => join(toolDir('netlify'), 'node_modules', 'netlify-cli', 'bin', 'run.js'),
  wrangler: () => join(toolDir('wrangler'), 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
  'decap-server': () => join(toolDir('decap-server'), 'node_modules', 'decap-server', 'dist', 'middlewares.js'),
};

/** @typedef {'node' | 'netlify' | 'wrangler' | 'decap-server'} HostTool */

/** Whether the tool's cache holds exactly what its lock says. @param {HostTool} name */
function isInstalled(name) {
  const lock = readFileSync(join(TOOL_LOCKS, name, 'package-lock.json'), 'utf8');
  return existsSync(entryOf[name]()) && existsSync(stampOf(name)) && readFileSync(stampOf(name), 'utf8') === lock;
}

/** `npm ci` of one tool's own lock into its cache folder (integrity-checked, exact versions). @param {HostTool} name */
export function install(name) {
  if (isInstalled(name)) return;
  console.log(`Installing the ${name} host tool into ${toolDir(name)} (npm ci of scripts/setup/host-tools/${name})…`);
  mkdirSync(toolDir(name), { recursive: true });
  for (const file of ['package.json', 'package-lock.json'])
    cpSync(join(TOOL_LOCKS, name, file), join(toolDir(name), file));
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: toolDir(name),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm ci of the ${name} host tool failed (exit ${result.status}).`);
  writeFileSync(stampOf(name), readFileSync(join(TOOL_LOCKS, name, 'package-lock.json'), 'utf8'));
}

/** Node 24 if this Node is older, wrangler, netlify-cli and decap-server. */
export function installHostTools() {
  if (!isRecentEnough(process.versions.node)) install('node');
  install('wrangler');
  install('netlify');
  install('decap-server');
}

/** decap-server's folder, installed first if it is not (npm run cms needs no other host tool). */
export function decapServerDir() {
  install('decap-server');
  return join(toolDir('decap-server'), 'node_modules', 'decap-server');
}

/** The Node binary that runs wrangler and netlify-cli: this one if recent enough, else the cached Node 24. */
export function hostToolNode() {
  if (isRecentEnough(process.versions.node)) return process.execPath;
  const cached = entryOf.node();
  if (!existsSync(cached)) {
    throw new Error(
      `wrangler and netlify-cli need Node ${MINIMUM_NODE.join('.')} or newer (this is ${process.versions.node}): ` +
        'run node scripts/setup/host-tools.mjs to install Node 24 for them.',
    );
  }
  return cached;
}

export function wranglerBin() {
  const bin = entryOf.wrangler();
  if (!existsSync(bin)) throw new Error('wrangler is missing: run node scripts/setup/host-tools.mjs.');
  return bin;
}

export function netlifyBin() {
  const bin = entryOf.netlify();
  if (!existsSync(bin)) throw new Error('netlify-cli is missing: run node scripts/setup/host-tools.mjs.');
  return bin;
}

if (isRunDirectly(import.meta.url)) {
  try {
    installHostTools();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
