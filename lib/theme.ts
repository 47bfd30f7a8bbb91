// Theme choices the toggle cycles through, in order; shared by the server (labels), the head script
// and the client island.
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** Where the visitor's choice is kept (localStorage). */
export const THEME_STORAGE_KEY = 'theme';

/** Light by default even when the system is dark; "system" is a choice the visitor can make. */
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'light';

/** A stored value as a choice; anything else is the default. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return (themeChoices as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : DEFAULT_THEME_CHOICE;
}

/**
 * Shows a choice on the page: the class `light` or `dark` on <html> (Tailwind's dark variant reads
 * it) and the matching color-scheme; "system" follows the device's scheme. Self-contained (no
 * imports, no outer names): the head script carries its source text.
 */
export function applyThemeChoice(choice: string): void {
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.remove(dark ? 'light' : 'dark');
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** The head script that shows the stored choice before the first paint (no flash of the wrong theme). */
export function themeScript(): string {
  return [
    '(function(){var c=null;',
    `try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}`,
    `if(${JSON.stringify(themeChoices)}.indexOf(c)<0)c=${JSON.stringify(DEFAULT_THEME_CHOICE)};`,
    `(${applyThemeChoice.toString()})(c)})()`,
  ].join('');
}
