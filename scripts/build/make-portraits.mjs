// Draws the illustrated portraits in public/people/ (testimonial authors and team members) as WebP.
// Nothing is downloaded: each avatar is an SVG built here from a small palette and rendered by sharp.
// Run `node scripts/build/make-portraits.mjs` after changing lib/people.mjs; the output is committed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { portraitSizes, portraitSlugs } from '../../lib/people.mjs';

const OUT = join(process.cwd(), 'public', 'people');

const backgrounds = ['#cfe3ec', '#f6dcc2', '#d9e7d3', '#e4dcf1', '#f3d6d6', '#d7e0ea'];
const skins = ['#f1c7a4', '#d9a27c', '#a8714f', '#7a4a31', '#eec1a0', '#c68b63'];
const hairs = ['#2b1d14', '#6b3f1d', '#c9a26a', '#1c1c1c', '#8a5a2b', '#4a4a4a'];
const shirts = ['#0b4f6c', '#9a4a06', '#2f6b3a', '#5b3f8c', '#8c2f3f', '#34495e'];

/** A small deterministic hash so a person always gets the same drawing. */
function hash(text) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0), 16777619) >>> 0;
  return h;
}

function avatarSvg(slug) {
  const h = hash(slug);
  const pick = (list, shift) => list[(h >>> shift) % list.length];
  const bg = pick(backgrounds, 0);
  const skin = pick(skins, 3);
  const hair = pick(hairs, 6);
  const shirt = pick(shirts, 9);
  const longHair = ((h >>> 12) & 1) === 1;
  const glasses = ((h >>> 13) & 3) === 0;
  const hairBack = longHair
    ? `<path d="M58 118c-6-46 14-78 42-78s48 32 42 78c-6 22-16 34-16 34H74s-10-12-16-34z" fill="${hair}"/>`
    : '';
  const hairTop = longHair
    ? `<path d="M62 100c0-34 16-52 38-52s38 18 38 52c-12-14-26-24-44-26-12 8-20 16-32 26z" fill="${hair}"/>`
    : `<path d="M64 96c-2-30 14-46 36-46s38 16 36 46c-6-12-16-20-36-22-18 2-30 10-36 22z" fill="${hair}"/>`;
  const specs = glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="3"><circle cx="86" cy="104" r="9"/><circle cx="114" cy="104" r="9"/><path d="M95 104h10"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
  <rect width="200" height="200" fill="${bg}"/>
  ${hairBack}
  <path d="M36 200c4-40 30-58 64-58s60 18 64 58z" fill="${shirt}"/>
  <path d="M88 132h24v18c0 6-24 6-24 0z" fill="${skin}"/>
  <ellipse cx="100" cy="104" rx="36" ry="40" fill="${skin}"/>
  ${hairTop}
  <circle cx="86" cy="104" r="3.5" fill="#1f2937"/>
  <circle cx="114" cy="104" r="3.5" fill="#1f2937"/>
  ${specs}
  <path d="M90 124c6 6 14 6 20 0" fill="none" stroke="#7c2d12" stroke-width="3" stroke-linecap="round"/>
</svg>`;
}

mkdirSync(OUT, { recursive: true });
for (const slug of portraitSlugs) {
  const svg = Buffer.from(avatarSvg(slug));
  for (const size of portraitSizes) {
    const file = join(OUT, `${slug}-${size}.webp`);
    await sharp(svg, { density: 72 * (size / 200) * 2 })
      .resize(size, size)
      .webp({ quality: 82 })
      .toFile(file);
    console.log(`wrote ${file}`);
  }
}
