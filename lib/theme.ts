// Theme choices the toggle cycles through, in order; shared by the server (labels) and the client island.
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** Where next-themes keeps the visitor's choice (localStorage). */
export const THEME_STORAGE_KEY = 'theme';
