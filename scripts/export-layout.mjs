// After `next build` with output: 'export': put the Swedish pages at the root (localePrefix
// 'as-needed' has no /sv prefix) and write the host rule files (DECISIONS §4, §6).
import { cpSync, existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'Content-Security-Policy': "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
};

export const immutableCache = 'public, max-age=31536000, immutable';

/** Netlify / Cloudflare Pages style `_headers`: every rule that matches a path applies. */
export function headersFile() {
  const block = (pattern, headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    block('/*', securityHeaders),
    block('/_next/static/*', { 'Cache-Control': immutableCache }),
    block('/og/*', { 'Cache-Control': 'public, max-age=86400' }),
    '',
  ].join('\n\n');
}

/** `_redirects`: /priser was replaced by /vara-abonnemang; English misses get the English 404. */
export function redirectsFile() {
  return ['/priser  /vara-abonnemang  301', '/priser/  /vara-abonnemang  301', '/en/*  /en/404.html  404', ''].join('\n');
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

  writeFileSync(join(outDir, '_headers'), headersFile());
  writeFileSync(join(outDir, '_redirects'), redirectsFile());
}
