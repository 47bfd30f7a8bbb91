// After `next build` with output: 'export': put the Swedish pages at the root (localePrefix
// 'as-needed' has no /sv prefix) and write the host rule files (DECISIONS §4, §6).
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { supabaseEnv } from '../lib/env.mjs';
import { deferScripts } from './defer-scripts.mjs';
import { exportedHtmlFiles } from './export-files.mjs';
import {
  contentSecurityPolicy,
  immutableCache,
  inlineScriptHashes,
  revalidateCache,
  securityHeaders,
} from '../lib/security/csp.mjs';

export { securityHeaders, immutableCache };

/** Cloudflare Pages applies at most this many `_headers` rules (Netlify has no such cap). */
const HEADER_RULE_CAP = 100;

/** One static page of the export: its file (relative to out/), the URL paths it answers and its CSP. */
function pageRules(outDir, supabaseUrl) {
  return exportedHtmlFiles(outDir).map((file) => {
    const clean =
      file === 'index.html'
        ? '/'
        : file.endsWith('/index.html')
          ? `/${file.slice(0, -'index.html'.length)}`
          : `/${file.slice(0, -'.html'.length)}`;
    const csp = contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(readFileSync(join(outDir, file), 'utf8')),
      supabaseUrl,
    });
    return { file, paths: [clean, `/${file}`], csp };
  });
}

/**
 * Netlify / Cloudflare Pages style `_headers`. Both hosts join the values of a header that two
 * matching rules set, so the CSP is never in the catch-all rule: each page has its own block.
 * @param {{ paths: string[], csp: string }[]} pages
 */
export function headersFile(pages = []) {
  const block = (pattern, headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    block('/*', securityHeaders),
    block('/_next/static/*', { 'Cache-Control': immutableCache }),
    block('/og/*', { 'Cache-Control': 'public, max-age=86400' }),
    ...pages.flatMap(({ paths, csp }) =>
      paths.map((path) => block(path, { 'Content-Security-Policy': csp, 'Cache-Control': revalidateCache })),
    ),
    '',
  ].join('\n\n');
}

/**
 * A host serves the 404 pages at any missing URL, where no per-page header rule matches: they carry
 * their policy in a <meta> as well (frame-ancestors cannot be set that way; X-Frame-Options covers it).
 */
function addMetaPolicy(outDir, file, csp) {
  const path = join(outDir, file);
  const html = readFileSync(path, 'utf8');
  const policy = csp
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (html.includes('http-equiv="Content-Security-Policy"')) return;
  writeFileSync(
    path,
    html.replace(/<meta charSet="utf-8"\/>/, (charset) => `${charset}${meta}`),
  );
}

/** `_redirects`: /priser was replaced by /vara-abonnemang; English misses get the English 404. */
export function redirectsFile() {
  return ['/priser  /vara-abonnemang  301', '/priser/  /vara-abonnemang  301', '/en/*  /en/404.html  404', ''].join(
    '\n',
  );
}

function moveInto(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory() && existsSync(target)) {
      moveInto(source, target);
    } else {
      rmSync(target, { recursive: true, force: true });
      renameSync(source, target);
    }
  }
  rmSync(from, { recursive: true, force: true });
}

export function finishStaticExport(outDir) {
  const sv = join(outDir, 'sv');
  if (!existsSync(sv)) throw new Error(`${sv} is missing: the export did not render the Swedish pages.`);

  // The Swedish home (sv.html, sv.txt) becomes the site root; everything under sv/ moves up one level.
  renameSync(join(outDir, 'sv.html'), join(outDir, 'index.html'));
  renameSync(join(outDir, 'sv.txt'), join(outDir, 'index.txt'));
  moveInto(sv, outDir);

  // Next's own fallback is replaced by our 404 page (sv/404.html, now at the root).
  for (const name of ['_not-found', '_not-found.html', '_not-found.txt']) {
    rmSync(join(outDir, name), { recursive: true, force: true });
  }

  // "/en/" works as well as "/en" on hosts that look for a folder's index.html.
  cpSync(join(outDir, 'en.html'), join(outDir, 'en', 'index.html'));

  // Before the CSP hashes are taken: the loader is one more inline script.
  deferScripts(outDir);
  writeHostRules(outDir);
}

/** `_headers` (with each page's CSP, hashed from the finished HTML) and `_redirects`. */
export function writeHostRules(outDir, supabaseUrl = supabaseEnv.url) {
  const pages = pageRules(outDir, supabaseUrl);
  for (const page of pages) if (/(^|\/)404\.html$/.test(page.file)) addMetaPolicy(outDir, page.file, page.csp);
  const headers = headersFile(pages);
  const ruleCount = headers.split('\n').filter((line) => line.startsWith('/')).length;
  if (ruleCount > HEADER_RULE_CAP) {
    console.warn(
      `warning: out/_headers has ${ruleCount} rules; Cloudflare Pages reads only the first ${HEADER_RULE_CAP}, so ` +
        'the later pages would go without their CSP there. Drop the "/x.html" variants in pageRules (Cloudflare ' +
        'redirects /x.html to /x anyway) or deploy to a host without the cap.',
    );
  }
  writeFileSync(join(outDir, '_headers'), headers);
  writeFileSync(join(outDir, '_redirects'), redirectsFile());
}
