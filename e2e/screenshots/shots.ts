import { exportedPages } from '../site';

// What npm run screenshots photographs, in every engine: every page of the export, full length, at a
// phone's, a tablet's and desktops' widths, light and dark, the cookie banner already answered.
// SCREENSHOT_PAGES="/,/en/kontakt", SCREENSHOT_WIDTHS="320,1440" and SCREENSHOT_THEMES="light" narrow the set.
export const widths = (process.env.SCREENSHOT_WIDTHS ?? '320,390,768,1024,1280,1440,1920').split(',').map(Number);
export const themes = (process.env.SCREENSHOT_THEMES ?? 'light,dark').split(',');
export const pages = process.env.SCREENSHOT_PAGES?.split(',') ?? exportedPages();

/** The file name's start for a page: "home" for /, "en_kontakt" for /en/kontakt. */
export const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_'));
