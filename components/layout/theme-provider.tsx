'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { THEME_STORAGE_KEY } from '@/lib/theme';

/** Light by default even when the system is dark; "system" is a choice the visitor can make. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // The page's scripts load after its first paint (scripts/defer-scripts.mjs); this marks the moment
  // the page has hydrated and its buttons work (the end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="light"
      enableSystem
      storageKey={THEME_STORAGE_KEY}
      themes={['light', 'dark']}
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
