// The OpenGraph image per language (1200x630), drawn at build time with next/og: no download.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import React from 'react';
import { ImageResponse } from 'next/og.js';
import { siteUrl } from '../lib/env.mjs';

const h = React.createElement;
const locales = ['sv', 'en'];

export async function writeOgImages(outDir = 'public/og') {
  mkdirSync(outDir, { recursive: true });
  for (const locale of locales) {
    const meta = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).Metadata;
    const image = new ImageResponse(
      h(
        'div',
        {
          style: {
            width: '100%',
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            padding: '80px',
            background: 'linear-gradient(135deg, #0b4f6c 0%, #07202c 100%)',
            color: '#ffffff',
          },
        },
        h('div', { style: { display: 'flex', fontSize: 44, fontWeight: 700, color: '#f5b66a' } }, meta.siteName),
        h('div', { style: { display: 'flex', fontSize: 68, lineHeight: 1.15, maxWidth: 1000 } }, meta.ogTagline),
        h('div', { style: { display: 'flex', fontSize: 30, color: '#cfe6f1' } }, new URL(siteUrl).host),
      ),
      { width: 1200, height: 630 },
    );
    writeFileSync(`${outDir}/${locale}.png`, Buffer.from(await image.arrayBuffer()));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeOgImages();
  console.log('OpenGraph images written to public/og/.');
}
