'use client';

import { useEffect } from 'react';
import { ThemeProvider, useTheme, type UseThemeProps } from 'next-themes';
import { themeProviderProps } from '@/lib/theme';

/** Hands next-themes' state (the choice and its setter) to the toggle beside it. */
function ThemeOut({ onChange }: { onChange: (theme: UseThemeProps) => void }) {
  const theme = useTheme();
  useEffect(() => onChange(theme), [theme, onChange]);
  return null;
}

/** next-themes' provider with the site's settings, rendering nothing of its own but its (inert) script. */
export function ThemeState({ onChange }: { onChange: (theme: UseThemeProps) => void }) {
  return (
    <ThemeProvider {...themeProviderProps}>
      <ThemeOut onChange={onChange} />
    </ThemeProvider>
  );
}
