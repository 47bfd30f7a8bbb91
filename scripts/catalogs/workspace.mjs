// A throwaway copy of the repository for tests that break the catalogs on purpose (the build and the
// preview tests, the reload benchmark) and for builds of a variant of the site (the motion benchmark):
// the real files are never touched, whatever happens.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseJsonSource } from '../../lib/i18n/catalog/json-source.mjs';
import { freePort } from '../shared/free-port.mjs';
import { waitUntil } from '../shared/wait-until.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** node_modules as hard links: a copy in a second, and Turbopack accepts it (it refuses a symlink out of the project). */
function linkTree(from, to, entry = lstatSync(from)) {
  if (entry.isSymbolicLink()) return symlinkSync(readlinkSync(from), to);
  if (!entry.isDirectory()) {
    try {
      linkSync(from, to);
    } catch (error) {
      if (error.code !== 'EXDEV') throw error;
      copyFileSync(from, to); // another file system: slower, same result
    }
    return;
  }
  mkdirSync(to, { recursive: true });
  for (const child of readdirSync(from, { withFileTypes: true })) {
    linkTree(path.join(from, child.name), path.join(to, child.name), child);
  }
}

/**
 * The project's node_modules in `dir`, hard-linked. Of its caches only the catalog analysis and the CMS's
 * bundle: the others are the tests' own tools and files, hundreds of megabytes, and `npm test` installs
 * the host tools there while the copies are made.
 */
export function linkNodeModules(dir) {
  const from = path.join(root, 'node_modules');
  const to = path.join(dir, 'node_modules');
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name !== '.cache') linkTree(path.join(from, entry.name), path.join(to, entry.name), entry);
  }
  // The catalog analysis (which the checks in the copy read) and the CMS's bundle (its build's /admin/, from the npm registry).
  for (const cache of ['catalog-usage', 'fyrtorn-cms'].map((name) => path.join('.cache', name))) {
    if (existsSync(path.join(from, cache))) linkTree(path.join(from, cache), path.join(to, cache));
  }
}

/**
 * A copy of the repository's files (as git lists them) with node_modules linked in.
 * @returns {{ dir: string, read: (file: string) => string, write: (file: string, text: string) => void, remove: () => void }}
 */
export function makeWorkspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fyrtorn-catalogs-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(root, file);
    if (!lstatSync(source, { throwIfNoEntry: false })) continue; // deleted, not yet committed
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(source, path.join(dir, file));
  }
  linkNodeModules(dir);
  return {
    dir,
    read: (file) => readFileSync(path.join(dir, file), 'utf8'),
    write: (file, text) => writeFileSync(path.join(dir, file), text),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * `next dev` in a workspace, in its own process group so that stopping it stops its workers too; with
 * `editor`, `npm run dev` as it is (scripts/serve/dev.mjs: next dev behind the text editor's server).
 * @param {string} dir
 * @param {{ editor?: boolean }} [options]
 * @returns {Promise<{ url: string, output: () => string, stop: () => Promise<void> }>}
 */
export async function startDevServer(dir, { editor = false } = {}) {
  const port = await freePort('servers');
  const command = editor
    ? [path.join(dir, 'scripts/serve/dev.mjs')]
    : [path.join(dir, 'node_modules/next/dist/bin/next'), 'dev', '-p', String(port)];
  const child = spawn(process.execPath, command, {
    cwd: dir,
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Also when the test itself is stopped: next dev and its workers never outlive it.
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const onSignal = (signal) => {
    killGroup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killGroup);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    url: `http://localhost:${port}`, // the address next dev accepts its hot-reload socket from
    output: () => output,
    async stop() {
      process.off('exit', killGroup);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      if (child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone in the meantime
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
      killGroup(); // whatever the server started (next dev's workers) goes with it
    },
  };
}

/** Asks for a page until `done(status, body)` holds; returns the last answer. */
export async function poll(url, done, { timeout = 180_000 } = {}) {
  let last = { status: 0, body: '' };
  return waitUntil(
    async () => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        last = { status: response.status, body: await response.text() };
        return done(last.status, last.body) && last;
      } catch (error) {
        last = { status: 0, body: String(error) };
        return false;
      }
    },
    {
      timeout,
      message: () => `${url} did not answer as expected within ${timeout / 1000} s; last answer ${last.status}`,
    },
  );
}

// Edits of a catalog's text as an editor makes them: by key, the lines around kept as they were.

/** The line a key path starts on. */
export const lineOf = (text, key) => parseJsonSource(text).lines.get(key);

/** Replaces lines `from` up to (not including) `to`. */
export function replaceLines(text, from, to, replacement) {
  const lines = text.split('\n');
  lines.splice(from - 1, to - from, ...replacement);
  return lines.join('\n');
}

export function editLine(text, key, edit) {
  const line = lineOf(text, key);
  return replaceLines(text, line, line + 1, [edit(text.split('\n')[line - 1])]);
}

/** A key's text replaced. */
export const setText = (text, key, value) =>
  editLine(text, key, (line) => line.replace(/: ".*"(,?)$/, `: ${JSON.stringify(value)}$1`));
