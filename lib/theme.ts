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

/** A stored value as a choice; anything else is the default. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return (themeChoices as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : DEFAULT_THEME_CHOICE;
}

/**
 * next-themes' settings (docs/decisions/theme-on-next-themes.md): the same key, default and attribute as
 * the head script. The colour scheme comes from the CSS with the attribute, so the library leaves
 * `color-scheme` alone. Its transition block is off: it also runs when the provider mounts, restyling
 * the whole page, and its 1-ms timer often lifts the block before the new colours are styled, so they
 * fade; the toggle blocks transitions around its own switch.
 */
export const themeProviderProps = {
  attribute: THEME_ATTRIBUTE,
  storageKey: THEME_STORAGE_KEY,
  defaultTheme: DEFAULT_THEME_CHOICE,
  enableSystem: true,
  enableColorScheme: false,
  disableTransitionOnChange: false,
} as const satisfies Omit<ThemeProviderProps, 'children'>;

/**
 * The head script that shows the stored choice before the first paint (no flash of the wrong theme),
 * as next-themes shows it once the page runs: the theme attribute set to `light` or `dark`, "system" read
 * from the device, and the choice itself for the toggle. next-themes loads only with the toggle's first
 * press (its island), so until then the script also keeps both attributes right when the device's scheme
 * or the stored choice changes (another tab); once next-themes runs it does the same.
 */
export function themeScript(): string {
  const dark = JSON.stringify('(prefers-color-scheme: dark)');
  return [
    `(function(){var r=document.documentElement,m=window.matchMedia(${dark});`,
    'function s(){var c=null;',
    `try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}`,
    `if(${JSON.stringify(themeChoices)}.indexOf(c)<0)c=${JSON.stringify(DEFAULT_THEME_CHOICE)};`,
    `r.setAttribute(${JSON.stringify(THEME_CHOICE_ATTRIBUTE)},c);`,
    `r.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},c==="system"?(m.matches?"dark":"light"):c)}`,
    's();if(m.addEventListener)m.addEventListener("change",s);',
    `window.addEventListener("storage",function(e){if(e.key===null||e.key===${JSON.stringify(THEME_STORAGE_KEY)})s()})})()`,
  ].join('');
}
