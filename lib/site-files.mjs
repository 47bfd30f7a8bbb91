// The files every page's <head> points to besides its own: the icons of each platform and the web app
// manifest of each language. The build draws them (scripts/build/site-images.mjs) into public/; the layout
// links them (app/[locale]/layout.tsx). Plain JavaScript, so that the build's scripts read it as it is.

/** The brand's colours where no style sheet reaches: the manifest, the icons' and social images' ground. */
export const brandColors = { primary: '#0b4f6c', primaryDark: '#07202c', accent: '#f5b66a', background: '#ffffff' };

export const iconFiles = {
  /** The mark as drawn (also the source of every raster icon). */
  svg: '/favicon.svg',
  /** 16, 32 and 48 px, for browsers and tools that ask for /favicon.ico. */
  ico: '/favicon.ico',
  /** 180 px, square (iOS rounds the corners itself), for a phone's home screen. */
  apple: '/apple-touch-icon.png',
  /** The manifest's icons, square with the mark inside the safe zone, so they serve as maskable too. */
  app: [
    { src: '/icons/icon-192.png', size: 192 },
    { src: '/icons/icon-512.png', size: 512 },
  ],
};

/**
 * The web app manifest of a language.
 * @param {'sv' | 'en'} locale
 */
export const manifestPath = (locale) => `/manifest.${locale}.webmanifest`;
