// The Decap CMS bundle that /admin serves, from the npm registry and nowhere else: `npm pack` of the
// pinned version (scripts/cms/decap-cms.json) fetches the package's tarball alone, which must have the
// pinned sha512, and the files of its dist/ that the browser loads (the bundle, its lazy chunks, its
// WebAssembly and its licence) land in node_modules/.cache/fyrtorn-cms/. Installing decap-cms as a
// dependency would put 630 packages (381 MB) into every `npm ci`, a host's build included, for one
// prebuilt file (docs/decisions/cms.md). `node scripts/cms/decap-bundle.mjs` fetches it ahead of a build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { isRunDirectly } from '../shared/run-directly.mjs';

const pin = JSON.parse(readFileSync(new URL('./decap-cms.json', import.meta.url), 'utf8'));
export const DECAP_VERSION = pin.version;
const CACHE = path.resolve('node_modules/.cache/fyrtorn-cms');
/** The folder the bundle's files are in once fetched. */
export const bundleDir = () => path.join(CACHE, `${pin.name}-${pin.version}`);
const stamp = () => path.join(bundleDir(), '.integrity');

/** The files of the package's dist/ that the browser loads: the bundle, its chunks and WebAssembly, its licence. */
export const isBundleFile = (name) =>
  /^(\d+\.)?decap-cms\.js$/.test(name) || /^[0-9a-f]+\.wasm$/.test(name) || name === 'decap-cms.js.LICENSE.txt';

/**
 * The regular files of a tar archive, by path (ustar and GNU long names; what npm pack writes).
 * @param {Buffer} tar
 * @returns {Map<string, Buffer>}
 */
export function tarEntries(tar) {
  const files = new Map();
  let longName = null;
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const text = (start, length) => header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const type = text(156, 1) || '0';
    const prefix = text(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
    const body = tar.subarray(offset + 512, offset + 512 + size);
    longName = null;
    if (type === 'L') longName = body.toString('utf8').replace(/\0.*$/s, '');
    else if (type === '0') files.set(name, Buffer.from(body));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

const integrityOf = (bytes) => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

/** Whether the cache holds the pinned bundle. */
export const isFetched = () =>
  existsSync(stamp()) &&
  readFileSync(stamp(), 'utf8') === pin.integrity &&
  existsSync(path.join(bundleDir(), 'decap-cms.js'));

/**
 * The pinned bundle in the cache, fetched if it is not there yet.
 * @returns {string} the folder holding decap-cms.js and its files
 */
export function ensureDecapBundle() {
  if (isFetched()) return bundleDir();
  const spec = `${pin.name}@${pin.version}`;
  console.log(`Fetching ${spec} from the npm registry (npm pack, checked against its sha512)…`);
  const work = mkdtempSync(path.join(tmpdir(), 'fyrtorn-decap-'));
  try {
    const packed = spawnSync('npm', ['pack', spec, '--pack-destination', work, '--silent'], { encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`npm pack ${spec} failed: ${packed.stderr.trim() || packed.status}`);
    const [tarball] = readdirSync(work).filter((name) => name.endsWith('.tgz'));
    const bytes = readFileSync(path.join(work, tarball));
    const integrity = integrityOf(bytes);
    if (integrity !== pin.integrity) {
      throw new Error(
        `${spec}: the tarball's sha512 is ${integrity}, not the pinned ${pin.integrity}; nothing installed.`,
      );
    }
    rmSync(bundleDir(), { recursive: true, force: true });
    mkdirSync(bundleDir(), { recursive: true });
    let count = 0;
    for (const [name, content] of tarEntries(gunzipSync(bytes))) {
      const [, file] = /^package\/dist\/([^/]+)$/.exec(name) ?? [];
      if (!file || !isBundleFile(file)) continue;
      writeFileSync(path.join(bundleDir(), file), content);
      count++;
    }
    if (!existsSync(path.join(bundleDir(), 'decap-cms.js')))
      throw new Error(`${spec}: no dist/decap-cms.js in the tarball.`);
    writeFileSync(stamp(), pin.integrity);
    console.log(`${spec}: ${count} files in ${bundleDir()}.`);
    return bundleDir();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (isRunDirectly(import.meta.url)) {
  try {
    ensureDecapBundle();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
