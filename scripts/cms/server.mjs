// npm run cms: the CMS of /admin/ on this machine, for someone with the repository, offline. One server
// on 127.0.0.1 serves /admin/ (admin-files.mjs) and Decap's local backend, decap-server, at /api/v1, on the
// same origin. Two modes:
// - fs (npm run cms): Publish (Decap has no drafts here) writes the page file into this working tree, as
//   the text editor of `npm run dev` does, after the catalog check in the browser; `npm run dev` beside it
//   shows the change. No branch is made: commit as with any edit.
// - git (the CMS's end-to-end test): drafts as branches, Publish merges into main, as on GitHub.
//   decap-server then checks branches out in the folder it edits, so this mode refuses the repository it
//   runs from: it is for a throwaway clone.
// Only a page of this server may call the backend (a local Host and its own Origin), and it may write
// only the files the CMS edits (messages/pages/*.json, the facts, the glossary, the offer).
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataFiles } from '../../lib/i18n/catalog/data-files.mjs';
import { PAGES_DIR } from '../../lib/i18n/catalog/page-files.mjs';
import { CMS_PATH } from '../../lib/route-table.mjs';
import { cmsOpenerPolicies, cmsPolicies } from '../build/csp.mjs';
import { decapServerDir } from '../setup/host-tools.mjs';
import { isRunDirectly } from '../shared/run-directly.mjs';
import { writeAdmin } from './admin-files.mjs';
import { cmsConfig } from './cms-config.mjs';

const API_PATH = '/api/v1';
const repository = realpathSync(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..'));

/** The files the CMS writes; a request to write any other is refused. */
export const isEditableFile = (file) =>
  typeof file === 'string' &&
  (new RegExp(`^${PAGES_DIR}/[A-Za-z][\\w-]*\\.json$`).test(file) || dataFiles.some((data) => data.file === file));

/** The paths a request to decap-server would write or delete; [] for a read. */
function writtenPaths(body) {
  const params = body?.params ?? {};
  switch (body?.action) {
    case 'persistEntry':
      return [
        ...(params.dataFiles ?? [params.entry]).flatMap((file) => [
          file?.path,
          ...(file?.newPath ? [file.newPath] : []),
        ]),
        ...(params.assets ?? []).map((asset) => asset?.path),
      ];
    case 'persistMedia':
      return [params.asset?.path];
    case 'deleteFile':
      return [params.path];
    case 'deleteFiles':
      return params.paths ?? [undefined];
    default:
      return [];
  }
}

/**
 * Why a request is refused, or null: a foreign Host (a DNS-rebinding page), a call to the backend from
 * another origin, or a write outside the files the CMS edits.
 */
export function refusal(req, port) {
  const host = req.headers.host ?? '';
  const local = ['localhost', '127.0.0.1', '[::1]'].map((name) => `${name}:${port}`);
  if (!local.includes(host)) return `the host ${host || '(none)'} is not this computer`;
  if (req.path !== API_PATH) return null;
  if (req.method !== 'POST') return 'the backend takes POST';
  if (req.headers.origin !== `http://${host}`) return 'the backend answers the CMS of this server only';
  const refused = writtenPaths(req.body).filter((file) => !isEditableFile(file));
  if (refused.length) return `the CMS writes messages/ only, not ${refused.map((f) => f ?? '(no path)').join(', ')}`;
  return null;
}

/**
 * @param {{ repo?: string, mode?: 'fs' | 'git', port?: number }} [options] repo: the folder edited
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startCmsServer({ repo = repository, mode = 'fs', port = 3300 } = {}) {
  const folder = realpathSync(repo);
  if (mode === 'git' && folder === repository) {
    throw new Error(
      `git mode checks out branches in the folder it edits: not ${folder}, the repository this runs from. Give it a clone.`,
    );
  }
  const require = createRequire(path.join(decapServerDir(), 'package.json'));
  const express = require('express');
  const { registerLocalFs, registerLocalGit } = require('./dist/middlewares.js');
  const adminDir = mkdtempSync(path.join(tmpdir(), 'fyrtorn-cms-'));
  const configFor = (host) =>
    cmsConfig({ root: folder, backend: { kind: 'local', url: `http://${host}${API_PATH}`, workflow: mode === 'git' } });
  await writeAdmin(adminDir, { config: configFor(`127.0.0.1:${port}`), authUrl: '', root: folder });

  let listeningPort = port;
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '20mb' }));
  app.use((req, res, next) => {
    const reason = refusal(req, listeningPort);
    if (reason) res.status(403).json({ error: `Refused: ${reason}.` });
    else next();
  });
  app.get('/', (req, res) => res.redirect(CMS_PATH));
  app.get(`${CMS_PATH}config.json`, (req, res) => res.json(configFor(req.headers.host)));
  app.use(CMS_PATH, (req, res, next) => {
    res.set({
      'Content-Security-Policy': cmsPolicies.admin,
      'Cross-Origin-Opener-Policy': cmsOpenerPolicies.admin,
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': 'no-store',
    });
    next();
  });
  app.use(CMS_PATH, express.static(adminDir));
  // decap-server reads the folder from the environment when it registers.
  process.env.GIT_REPO_DIRECTORY = folder;
  await (mode === 'git' ? registerLocalGit : registerLocalFs)(app, { logLevel: 'warn' });

  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  listeningPort = server.address().port;
  return {
    url: `http://127.0.0.1:${server.address().port}${CMS_PATH}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections?.();
      rmSync(adminDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const port = Number(process.env.CMS_PORT ?? 3300);
  try {
    const { url } = await startCmsServer({ port });
    console.log(
      `\n  The CMS: ${url} (Publish writes the page file in messages/, after the catalog check; run npm run dev beside it` +
        `\n  to see the pages; commit the change with git as after any edit). Ctrl+C stops it.\n`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

if (isRunDirectly(import.meta.url)) main();
