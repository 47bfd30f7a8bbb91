import localFont from 'next/font/local';

// Inter from the npm package (no download at build time), latin subset covers å, ä, ö.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
});
