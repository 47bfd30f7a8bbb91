import type { ThemeProviderProps } from 'next-themes';

// Theme choices the toggle cycles through, in order; shared by the server (labels), the head script
// and the client island.
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** Where the visitor's choice is kept (localStorage). */
export const THEME_STORAGE_KEY = 'theme';

/** Light by default even when the system is dark; "system" is a choice the visitor can make. */
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'light';

/** The attribute on <html> that shows the theme, `light` or `dark`: the CSS's dark variant reads it. */
export const THEME_ATTRIBUTE = 'data-theme';

/** The attribute on <html> that holds the choice, `light`, `dark` or `system`: the toggle's CSS shows it. */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';

/** On the toggle's button: the head script switches the theme on a press until the island has taken over. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/** Set on the toggle's button once next-themes runs the presses (its island has hydrated). */
export const THEME_READY_ATTRIBUTE = 'data-theme-ready';

/** A style that turns CSS transitions off while a theme is switched, so no colour fades from the old one. */
export const NO_TRANSITIONS_CSS = '*,*::before,*::after{transition:none!important}';

/** A stored value as a choice; anything else is the default. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return (themeChoices as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : DEFAULT_THEME_CHOICE;
}

/**
 * next-themes' settings (docs/decisions/theme-on-next-themes.md): the same key, default and attribute as
 * the head script. The colour scheme comes from the CSS with the attribute, so the library leaves
 * `color-scheme` alone. Its transition block is off: it also runs when the provider mounts, restyling
 * the whole page, and its 1-ms timer often lifts the block before the new colours are styled, so they
 * fade; the toggle blocks transitions around its own switch. The provider is mounted in the browser only,
 * after the page has hydrated, so its own script never runs (the head script has done its work): typed as
 * text, it is a data block, which React creates without its development error for a script in a component
 * (the preview's "1 Issue" on every page, `npm run dev`).
 */
export const themeProviderProps = {
  attribute: THEME_ATTRIBUTE,
  storageKey: THEME_STORAGE_KEY,
  defaultTheme: DEFAULT_THEME_CHOICE,
  enableSystem: true,
  enableColorScheme: false,
  disableTransitionOnChange: false,
  scriptProps: { type: 'text/plain' },
} as const satisfies Omit<ThemeProviderProps, 'children'>;

/**
 * The head script that shows the stored choice before the first paint (no flash of the wrong theme),
 * as next-themes shows it once the page runs: the theme attribute set to `light` or `dark`, "system" read
 * from the device, and the choice itself for the toggle. next-themes loads only with the toggle's first
 * press (its island), so until it runs the script also keeps both attributes right when the device's
 * scheme or the stored choice changes (another tab), and does the press itself: the next choice stored and
 * shown at once, transitions off, as the toggle does with next-themes. A press on a toggle marked ready is
 * next-themes' (components/layout/theme-toggle.tsx): exactly one of the two switches on any press.
 */
export function themeScript(): string {
  const json = JSON.stringify;
  const dark = json('(prefers-color-scheme: dark)');
  return [
    `(function(){var r=document.documentElement,m=window.matchMedia(${dark}),k=${json(THEME_STORAGE_KEY)},o=${json(themeChoices)};`,
    `function a(c){r.setAttribute(${json(THEME_CHOICE_ATTRIBUTE)},c);`,
    `r.setAttribute(${json(THEME_ATTRIBUTE)},c==="system"?(m.matches?"dark":"light"):c)}`,
    'function s(){var c=null;try{c=localStorage.getItem(k)}catch(e){}',
    `a(o.indexOf(c)<0?${json(DEFAULT_THEME_CHOICE)}:c)}`,
    's();if(m.addEventListener)m.addEventListener("change",function(){s()});',
    'window.addEventListener("storage",function(e){if(e.key===null||e.key===k)s()});',
    'document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&',
    `t.closest(${json(`[${THEME_TOGGLE_ATTRIBUTE}]`)});if(!b||b.hasAttribute(${json(THEME_READY_ATTRIBUTE)}))return;`,
    `var n=o[(o.indexOf(r.getAttribute(${json(THEME_CHOICE_ATTRIBUTE)}))+1)%o.length];`,
    'try{localStorage.setItem(k,n)}catch(x){}',
    `var y=document.createElement("style");y.textContent=${json(NO_TRANSITIONS_CSS)};document.head.appendChild(y);a(n);`,
    'requestAnimationFrame(function(){requestAnimationFrame(function(){y.remove()})})})})()',
  ].join('');
}
