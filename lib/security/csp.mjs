// Content security policy from the built HTML (issue 6): every inline script a page carries (the
// language and theme scripts, Next's payload scripts) is allowed by its sha256 hash, nothing else
// inline. Computed after the build, so a changed page can never run with a stale policy.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) are not executed, so the policy does not need to allow them.
const DATA_BLOCK = /\btype\s*=\s*"(?!text\/javascript|module|application\/javascript)[^"]*"/i;

/** The CSP source expressions ('sha256-…') of the inline scripts a page executes, in page order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * The policy one page is served with. style-src needs 'unsafe-inline': React writes style
 * attributes and next-themes adds a <style> while it switches themes; scripts never get it.
 * @param {{ scriptHashes: string[], supabaseUrl: string }} options
 */
export function contentSecurityPolicy({ scriptHashes, supabaseUrl }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${supabaseUrl}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** The headers every response gets (the page's CSP and cache rule come on top). */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed build assets never change; HTML is checked again on every visit. */
export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'public, max-age=0, must-revalidate';
