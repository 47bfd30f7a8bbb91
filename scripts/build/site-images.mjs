// The images and manifests the build draws into public/ before `next build`, with next/og (Satori and
// resvg, no download; Inter from the npm package):
// - social images (og:image, twitter:image), 1200x630 PNG: one per page of the sitemap in each language
//   with that page's title and description (public/og/<locale>/<page>.png), and one per language with
//   the site's tagline for every other page (public/og/<locale>.png);
// - icons from the mark in public/favicon.svg: favicon.ico (16, 32, 48 px), the 180-px Apple touch icon
//   and the manifest's 192- and 512-px icons;
// - a web app manifest per language (name, description, start page, colours, icons).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import React from 'react';
import { ImageResponse } from 'next/og.js';
import { siteUrl } from '../../lib/env.mjs';
import { FACTS_FILE, applyFacts, readFacts } from '../../lib/facts.mjs';
import {
  ENGLISH_PREFIX,
  englishPath,
  indexedPagePaths,
  languageSocialImagePath,
  pageNamespaces,
  socialImagePath,
} from '../../lib/route-table.mjs';
import { brandColors, iconFiles, manifestPath } from '../../lib/site-files.mjs';
import { readCatalog } from '../catalogs/catalog-files.mjs';
import { isRunDirectly } from '../shared/run-directly.mjs';

const h = React.createElement;
const locales = /** @type {const} */ (['sv', 'en']);
const SOCIAL = { width: 1200, height: 630 };
/** The texts' facts, filled in as the pages fill them (lib/i18n/messages.ts). */
const facts = readFacts(JSON.parse(readFileSync(FACTS_FILE, 'utf8')));

const inter = (weight) => ({
  name: 'Inter',
  weight,
  style: 'normal',
  data: readFileSync(`node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
});

/** Renders a Satori element to PNG bytes. */
async function png(element, width, height, fonts = []) {
  return Buffer.from(await new ImageResponse(element, { width, height, fonts }).arrayBuffer());
}

function write(publicDir, path, bytes) {
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

/** The mark, square and full-bleed (no rounded corners) when asked: Apple and maskable icons want that. */
function markSvg(publicDir, { square = false } = {}) {
  const svg = readFileSync(join(publicDir, iconFiles.svg), 'utf8');
  return `data:image/svg+xml;base64,${Buffer.from(square ? svg.replace(/ rx="[^"]*"/, '') : svg).toString('base64')}`;
}

/** One social image: the mark and brand above, the title and description, the page's address below. */
function socialImage({ mark, brand, title, description, address }) {
  return h(
    'div',
    {
      style: {
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: `linear-gradient(135deg, ${brandColors.primary} 0%, ${brandColors.primaryDark} 100%)`,
        color: '#ffffff',
        fontFamily: 'Inter',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 20 } },
      h('img', { src: mark, width: 64, height: 64 }),
      h('div', { style: { fontSize: 44, fontWeight: 700, color: brandColors.accent } }, brand),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 24 } },
      h('div', { style: { fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 1040 } }, title),
      description &&
        h('div', { style: { fontSize: 30, lineHeight: 1.35, color: '#cfe6f1', maxWidth: 1000 } }, description),
    ),
    h('div', { style: { fontSize: 28, color: '#cfe6f1' } }, address),
  );
}

/**
 * The social images of both languages; the folder is emptied first, so a page taken out of the sitemap
 * leaves no image behind. Stops the build when a page of the sitemap has no title in a catalog.
 * @returns {Promise<number>} images written
 */
export async function writeSocialImages(publicDir = 'public') {
  rmSync(join(publicDir, 'og'), { recursive: true, force: true });
  const fonts = [inter(400), inter(700)];
  const mark = markSvg(publicDir);
  const host = new URL(siteUrl).host;
  let written = 0;
  for (const locale of locales) {
    const messages = applyFacts(readCatalog(locale), facts, locale);
    const brand = messages.Metadata.siteName;
    const draw = async (path, content) => {
      write(publicDir, path, await png(socialImage({ mark, brand, ...content }), SOCIAL.width, SOCIAL.height, fonts));
      written++;
    };
    await draw(languageSocialImagePath(locale), { title: messages.Metadata.ogTagline, address: host });
    for (const path of indexedPagePaths) {
      const meta = messages[pageNamespaces[path]]?.meta;
      if (!meta?.title) {
        throw new Error(
          `social images: no ${locale}.${pageNamespaces[path]}.meta.title for ${path} in messages/pages/.`,
        );
      }
      const localPath = locale === 'en' ? englishPath(path) : path;
      await draw(socialImagePath(locale, path), {
        title: meta.title,
        description: meta.description,
        address: `${host}${localPath === '/' ? '' : localPath}`,
      });
    }
  }
  return written;
}

/**
 * An ICO file holding PNG images (every browser since 2010 reads PNG inside ICO).
 * @param {{ size: number, bytes: Buffer }[]} images
 */
export function icoFile(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, bytes }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(bytes.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += bytes.length;
  });
  return Buffer.concat([header, ...images.map(({ bytes }) => bytes)]);
}

/** The mark at one size, as it is (rounded) or square. */
const markPng = (src, size) => png(h('img', { src, width: size, height: size }), size, size);

/**
 * The icons and the manifest of each language.
 * @returns {Promise<void>}
 */
export async function writeIcons(publicDir = 'public') {
  const rounded = markSvg(publicDir);
  const square = markSvg(publicDir, { square: true });
  const favicons = await Promise.all([16, 32, 48].map(async (size) => ({ size, bytes: await markPng(rounded, size) })));
  write(publicDir, iconFiles.ico, icoFile(favicons));
  write(publicDir, iconFiles.apple, await markPng(square, 180));
  for (const { src, size } of iconFiles.app) write(publicDir, src, await markPng(square, size));

  for (const locale of locales) {
    const meta = applyFacts(readCatalog(locale), facts, locale).Metadata;
    const manifest = {
      name: meta.defaultTitle,
      short_name: meta.siteName,
      description: meta.defaultDescription,
      lang: locale,
      dir: 'ltr',
      start_url: locale === 'en' ? ENGLISH_PREFIX : '/',
      scope: '/',
      display: 'browser',
      theme_color: brandColors.primary,
      background_color: brandColors.background,
      icons: [
        { src: iconFiles.svg, sizes: 'any', type: 'image/svg+xml' },
        ...iconFiles.app.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
        ...iconFiles.app.map(({ src, size }) => ({
          src,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'maskable',
        })),
      ],
    };
    write(publicDir, manifestPath(locale), `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

if (isRunDirectly(import.meta.url)) {
  const started = Date.now();
  const images = await writeSocialImages();
  await writeIcons();
  console.log(`${images} social images, the icons and the manifests written to public/ in ${Date.now() - started} ms.`);
}
