// npm run cms: the CMS of /admin/ on this machine, for someone with the repository, offline. One server
// on 127.0.0.1 serves /admin/ (admin-files.mjs) and Decap's local backend, decap-server, at /api/v1, on the
// same origin. Two modes:
// - fs (npm run cms): Publish (Decap has no drafts here) writes the page file into this working tree, as
//   the text editor of `npm run dev` does, after the catalog check in the browser; `npm run dev` beside it
//   shows the change. No branch is made: commit as with any edit.
// - git (the CMS's end-to-end test): drafts as branches, Publish merges into main, as on GitHub.
//   decap-server then checks branches out in the folder it edits, so this mode refuses the repository it
//   runs from: it is for a throwaway clone.
// Any page on a loopback origin can send this server requests, so each is judged by what it does
// (local-guard.mjs): a local Host; outside /api/v1 reads only; the backend called by this server's own
// page only, with the actions the CMS sends, on the files it edits (messages/pages/*.json, the facts, the offer, the
// glossary), each the file itself, no symbolic link; no rename, no media. Routing is exact (strict, case
// sensitive), so /api/v1/ or /API/V1 never reaches decap-server; every error is a short JSON answer.
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CMS_PATH } from '../../lib/route-table.mjs';
import { cmsOpenerPolicies, cmsPolicies } from '../build/csp.mjs';
import { decapServerDir } from '../setup/host-tools.mjs';
import { isRunDirectly } from '../shared/run-directly.mjs';
import { writeAdmin } from './admin-files.mjs';
import { cmsConfig } from './cms-config.mjs';
import { API_PATH, Refusal, checkAction, checkRealFiles, guardOf, refusal } from './local-guard.mjs';

const repository = realpathSync(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..'));

/** The reason for a request the body parser could not read, in a line with nothing of the request. */
const requestError = (error) =>
  ({
    'entity.parse.failed': 'The body is not JSON.',
    'entity.too.large': 'The body is too large.',
  })[error.type] ?? 'The request could not be read.';

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
  const config = configFor(`127.0.0.1:${port}`);
  await writeAdmin(adminDir, { config, authUrl: '', root: folder });
  const guard = guardOf(config);

  let listeningPort = port;
  const app = express();
  // Before the first route: Express reads both when it makes its router.
  app.set('strict routing', true);
  app.set('case sensitive routing', true);
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const reason = refusal(req, listeningPort);
    if (reason) res.status(403).json({ error: `Refused: ${reason}.` });
    else next();
  });
  app.use(express.json({ limit: '1mb' }));
  app.post(API_PATH, async (req, res, next) => {
    try {
      const allowed = checkAction(req.body, guard);
      if ('answer' in allowed) return res.json(allowed.answer);
      await checkRealFiles(folder, allowed.files);
      next();
    } catch (error) {
      if (!(error instanceof Refusal)) return next(error);
      res.status(error.status).json({ error: `Refused: ${error.message}.` });
    }
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
  app.use((req, res) => res.status(404).json({ error: 'Not found.' }));
  // Express's own answer to an error is an HTML page with the stack and this machine's paths.
  app.use((error, req, res, _next) => {
    const status = error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) console.error(error);
    res
      .status(status)
      .json({ error: status === 500 ? 'The server failed: its terminal says why.' : requestError(error) });
  });

  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  listeningPort = server.address().port;
  return {
    url: `http://127.0.0.1:${server.address().port}${CMS_PATH}`,
    async stop() {
      // Every connection goes with it, at once: close() alone waits for those without a finished request (a
      // browser opens spare ones ahead), until Node's header timeout ends them a minute later.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
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
