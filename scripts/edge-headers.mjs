// The edge target's CSP (issue 6): `next start` serves the same prerendered HTML as the export, so
// each page's policy is hashed from that HTML after the build and added to the routes manifest's
// header rules, which `next start` reads at start-up. The other security headers come from
// next.config.mjs headers() (they do not depend on the build output).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { supabaseEnv } from '../lib/env.mjs';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';

const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** URL path of a prerendered page: sv.html → /, sv/fdaas.html → /fdaas, en/fdaas.html → /en/fdaas. */
export function edgePathOf(file) {
  const page = file.replace(/\.html$/, '');
  if (page === 'sv') return '/';
  if (page.startsWith('sv/')) return `/${page.slice(3)}`;
  if (page === 'en' || page.startsWith('en/')) return `/${page}`;
  return null;
}

export function addEdgeContentSecurityPolicy(distDir, supabaseUrl = supabaseEnv.url) {
  const appDir = join(distDir, 'server', 'app');
  const rules = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const path = edgePathOf(relative(appDir, full).split('\\').join('/'));
        if (!path || /\/(404|_not-found)$/.test(path)) continue;
        const csp = contentSecurityPolicy({
          scriptHashes: inlineScriptHashes(readFileSync(full, 'utf8')),
          supabaseUrl,
        });
        rules.push({
          source: path,
          regex: `^${escape(path)}(?:/)?$`,
          headers: [{ key: 'Content-Security-Policy', value: csp }],
        });
      }
    }
  };
  walk(appDir);
  const manifestFile = join(distDir, 'routes-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.headers = [
    ...manifest.headers.filter((rule) => !rule.headers.some((h) => h.key === 'Content-Security-Policy')),
    ...rules,
  ];
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return rules.length;
}
