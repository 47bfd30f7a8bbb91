// The CMS's folder, /admin/, as the static build writes it into out/ and `npm run cms` serves it: the
// Decap CMS bundle from npm (decap-bundle.mjs), the site's part of it (client/, bundled here with
// esbuild), the configuration (cms-config.mjs), the site's files as the check in the browser reads them
// (catalogs.json), and the sign-in pages of production. Every script is a file of this folder: the page
// has no inline script, and nothing loads from another origin.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SCHEMA_FILE } from '../../lib/i18n/catalog/catalog-check.mjs';
import { dataFiles } from '../../lib/i18n/catalog/data-files.mjs';
import { CMS_OAUTH_PATH, CMS_PATH } from '../../lib/route-table.mjs';
import { pageFiles } from '../catalogs/catalog-files.mjs';
import { GUIDE_FIELD } from './client/guide-widget.mjs';
import { ensureDecapBundle, isBundleFile } from './decap-bundle.mjs';

const clientDir = new URL('./client/', import.meta.url);

/** The CMS's page: Decap and the site's part of it, held back until the configuration is in (cms-setup.mjs). */
const adminPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Fyrtorn CMS</title>
    <link rel="stylesheet" href="${CMS_PATH}admin.css" />
  </head>
  <body>
    <script src="${CMS_PATH}cms.js"></script>
    <script src="${CMS_PATH}decap-cms.js"></script>
  </body>
</html>
`;

/** A sign-in page: the one script (oauth.js) does the work; the function's address rides in a <meta>. */
const oauthPage = (authUrl) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="fyrtorn-cms-auth" content="${authUrl}" />
    <title>Fyrtorn CMS: sign-in</title>
    <script src="${CMS_OAUTH_PATH}oauth.js" defer></script>
  </head>
  <body>
    <p id="status">Signing in with GitHub…</p>
  </body>
</html>
`;

// Decap writes its field errors in capitals, and the check's sentences are long: shown as written. The
// entry's guide (client/guide-widget.mjs) reads as text, Swedish above English, and holds nothing to fill
// in: Decap's "(optional)" after its label (a span in the label of the field's id) is left out.
const adminStyles = `[class*='ControlErrorsList'],
[class*='ControlErrorsList'] li {
  text-transform: none !important;
}
.fyrtorn-guide {
  font-size: 14px;
  line-height: 1.5;
  color: #313d3e;
}
.fyrtorn-guide p {
  margin: 0 0 8px;
}
.fyrtorn-guide [lang='en'] {
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid #dfdfe3;
}
label[for^='${GUIDE_FIELD}-field-'] > span {
  display: none;
}
`;

/** The files of messages/ the check in the browser reads, by path, as the build found them. */
export function siteFiles(root = process.cwd()) {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  return {
    schema: JSON.parse(read(SCHEMA_FILE)),
    files: Object.fromEntries(
      [...pageFiles(root), ...dataFiles.map((data) => data.file)].map((file) => [file, read(file)]),
    ),
  };
}

/** The site's scripts of /admin/, bundled for the browser. */
async function bundle(entry, outfile) {
  await build({
    // lib/site.ts reads the site's address through lib/env.mjs, which the preview's values pass through.
    define: { 'process.env': JSON.stringify({ NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? '' }) },
    entryPoints: [new URL(entry, clientDir).pathname],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
  });
}

/**
 * Writes /admin/ into a folder (out/admin for the static export).
 * @param {string} dir
 * @param {{ config: object, authUrl: string, root?: string }} options config: the CMS's configuration
 *   (cms-config.mjs); authUrl: the OAuth function's address (supabase/functions/cms-oauth)
 * @returns {Promise<number>} the bytes written
 */
export async function writeAdmin(dir, { config, authUrl, root = process.cwd() }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'oauth'), { recursive: true });
  const decap = ensureDecapBundle();
  for (const name of readdirSync(decap).filter(isBundleFile))
    copyFileSync(path.join(decap, name), path.join(dir, name));
  writeFileSync(path.join(dir, 'index.html'), adminPage);
  writeFileSync(path.join(dir, 'admin.css'), adminStyles);
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
  writeFileSync(path.join(dir, 'catalogs.json'), JSON.stringify(siteFiles(root)));
  await bundle('cms-setup.mjs', path.join(dir, 'cms.js'));
  await bundle('oauth.mjs', path.join(dir, 'oauth', 'oauth.js'));
  for (const name of ['start.html', 'callback.html']) writeFileSync(path.join(dir, 'oauth', name), oauthPage(authUrl));
  const sizes = (folder) =>
    readdirSync(folder, { withFileTypes: true }).reduce(
      (sum, entry) =>
        sum +
        (entry.isDirectory()
          ? sizes(path.join(folder, entry.name))
          : readFileSync(path.join(folder, entry.name)).length),
      0,
    );
  return sizes(dir);
}
