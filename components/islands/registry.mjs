// The islands: every part of a page that runs script in the browser, and when it starts. The static export
// carries no framework runtime (docs/decisions/islands.md): each page gets a small loader
// (lib/islands/loader.ts) that starts the page's islands, and only those, by these rules. Two kinds:
// - react: a client component, rendered on the server as part of the page and hydrated on a React root of
//   its own with its props; React loads with the first of them that starts;
// - script: a few lines of DOM code for a part that watches the page (scrolling, an image's load) or adds
//   movement and keys to native HTML (the menus' and the FAQ's <details>), where a React root would load
//   React on every page, or at the visitor's first press.
// The build bundles each module below and checks each react island's client render against its server HTML
// (scripts/build/islands/); `npm run dev` hydrates the whole page as Next does and runs the script islands
// from components/islands/script-islands.tsx.
import { COOKIE_CONSENT_KEY, consentValues } from '../../lib/consent/consent-values.mjs';
import { VISIBILITY_THRESHOLD } from '../ui/lazy-image-threshold.mjs';

/**
 * When an island starts:
 * - load: as soon as the page has been parsed;
 * - idle: once the page has loaded and the browser is idle;
 * - visible: once the visitor has scrolled to it (a part of it in the upper four fifths of the screen), or
 *   once the share of it its `visibleShare` says is on screen;
 * - interaction: on the first pointer, focus or key event inside it;
 * - press: on the first press (a click, or a key that clicks) inside it, for an island whose first press is
 *   done without it (natively, or by the head script): loaded earlier, on the pointer resting on it or the
 *   touch that begins the tap, its start would take the main thread from the frame that shows the press.
 * A react island also starts on the first interaction inside it, whatever its rule (but press).
 * @typedef {'load' | 'idle' | 'visible' | 'interaction' | 'press'} IslandStart
 */

/**
 * Events inside a react island that come before it has hydrated: the loader holds them (the browser does
 * nothing with them) and gives them to the island once it has, so what the visitor did is not lost.
 * `submit` also holds the browser's own check of a form (its `invalid` events), which the island's
 * messages replace.
 * @typedef {'click' | 'keydown' | 'submit'} HeldEvent
 */

/**
 * @typedef {object} IslandSpec
 * @property {'react' | 'script'} kind
 * @property {string} module from the repository's root
 * @property {string} exportName the component (react), or the `mount(element, props)` function (script)
 * @property {IslandStart} start
 * @property {readonly HeldEvent[]} [hold]
 * @property {boolean} [motion] hydrated inside MotionProvider (framer-motion through LazyMotion), for its `m`
 *   elements and height animations; the others load no animation code
 * @property {{ key: string, values: readonly string[] }} [unlessStored] not started at all when localStorage
 *   holds one of these values under this key
 * @property {string} [loadWithQuery] started at load when the page's address has this query parameter
 * @property {number} [visibleShare] `visible`: started once this share of it is on screen instead
 */

export const islands = /** @type {const} @satisfies {Record<string, IslandSpec>} */ ({
  // next-themes, loaded with the first press: the head script has shown the stored theme already, and does
  // the presses until next-themes runs (lib/theme.ts), so none waits for React, nor finds it loading.
  'theme-toggle': {
    kind: 'react',
    module: 'components/layout/theme-toggle.tsx',
    exportName: 'ThemeToggle',
    start: 'press',
  },
  'cookie-banner': {
    kind: 'react',
    motion: true,
    module: 'components/layout/cookie-banner.tsx',
    exportName: 'CookieBanner',
    start: 'idle',
    hold: ['click'],
    unlessStored: { key: COOKIE_CONSENT_KEY, values: consentValues },
  },
  // The form hydrates as the visitor scrolls to it, before a field can be reached; what they type before it
  // has is kept, and a send is held.
  'contact-form': {
    kind: 'react',
    module: 'components/contact/contact-form.tsx',
    exportName: 'ContactForm',
    start: 'visible',
    hold: ['submit'],
  },
  // The search page shows the results of ?q= as it opens; without a query it lists every page, and the
  // island starts with the visitor's first touch of the search.
  'site-search': {
    kind: 'react',
    module: 'components/search/site-search.tsx',
    exportName: 'SiteSearch',
    start: 'interaction',
    loadWithQuery: 'q',
    hold: ['submit'],
  },
  'back-to-top': {
    kind: 'script',
    module: 'components/layout/back-to-top-script.ts',
    exportName: 'mount',
    start: 'idle',
  },
  // The menu is a native <details>: it opens without the island, which adds the fades, Escape and the focus
  // from the first press on (the browser's own animate(), no React). Escape pressed while it loads is held.
  'main-nav': {
    kind: 'script',
    module: 'components/layout/main-nav-script.ts',
    exportName: 'mount',
    start: 'press',
    hold: ['keydown'],
  },
  // A native <details> too: it opens without the island, which adds the fades, Escape, closing on a press
  // elsewhere, and marks the section being read, from when the page is idle (a few hundred bytes).
  'jump-menu': {
    kind: 'script',
    module: 'components/sections/jump-menu-script.ts',
    exportName: 'mount',
    start: 'idle',
    hold: ['keydown'],
  },
  // Native <details name> items: they open without the island, which adds the animated height (the browser's
  // own animate(), no React, no framer-motion) from the first press on.
  faq: {
    kind: 'script',
    module: 'components/sections/faq-script.ts',
    exportName: 'mount',
    start: 'press',
  },
  // Its code loads when the image is due: once as much of it is on screen as the script waits for.
  'lazy-image': {
    kind: 'script',
    module: 'components/ui/lazy-image-script.ts',
    exportName: 'mount',
    start: 'visible',
    visibleShare: VISIBILITY_THRESHOLD,
  },
  reveal: {
    kind: 'script',
    module: 'components/motion/reveal-script.ts',
    exportName: 'mount',
    start: 'idle',
  },
});

/** @typedef {keyof typeof islands} IslandName */

/** The custom element every island's server HTML sits in (`display: contents`, app/globals.css). */
export const ISLAND_ELEMENT = 'fyrtorn-island';
