'use client';

import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import type { UseThemeProps } from 'next-themes';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import { parseThemeChoice, themeChoices, type ThemeChoice } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';

// next-themes is loaded once the page has hydrated, in a chunk of its own: nothing of it in the first load.
const ThemeState = lazy(() => import('./theme-state').then((module) => ({ default: module.ThemeState })));

/**
 * Runs a theme change with CSS transitions off, so that no colour fades from the old theme to the new;
 * they are allowed again once the new colours have been painted (two frames).
 */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

/** The next choice after the current one (light → dark → system → light), shown without transitions. */
function switchFrom(state: UseThemeProps) {
  const current = parseThemeChoice(state.theme);
  const next = themeChoices[(themeChoices.indexOf(current) + 1) % themeChoices.length];
  withoutTransitions(() => state.setTheme(next));
}

/**
 * Cycles light → dark → system. `labels` holds, for each current choice, the full accessible label
 * (translated on the server). The head script has shown the stored choice before the first paint;
 * next-themes keeps it from then on (storage, other tabs, the device's scheme). Its provider is
 * loaded and mounted once the page has hydrated, beside the button (docs/decisions/theme-on-next-themes.md):
 * in the server HTML it would write its own head script into the page, bytes that the first round trip
 * has no room for, and in the first load its code would take the search page past its 150 kB; beside
 * the button, the button stays the same element, focus and all.
 */
export function ThemeToggle({ labels }: { labels: Record<ThemeChoice, string> }) {
  const hydrated = useHydrated();
  const [theme, setTheme] = useState<UseThemeProps | null>(null);
  const current = parseThemeChoice(theme?.theme);
  const Icon = current === 'dark' ? MoonIcon : current === 'system' ? MonitorIcon : SunIcon;
  // next-themes' latest state, for the click: kept at once, while the state above shows it only after
  // the next render (a click in between runs the handler of the render before).
  const latest = useRef<UseThemeProps | null>(null);
  // A click that came before next-themes had loaded: done once it has, from the stored choice.
  const early = useRef(false);
  const onTheme = useCallback((state: UseThemeProps) => {
    latest.current = state;
    setTheme(state);
    if (!early.current) return;
    early.current = false;
    switchFrom(state);
  }, []);
  const onClick = () => {
    if (latest.current) switchFrom(latest.current);
    else early.current = true;
  };

  return (
    <>
      {hydrated && (
        <Suspense fallback={null}>
          <ThemeState onChange={onTheme} />
        </Suspense>
      )}
      <button
        type="button"
        onClick={onClick}
        aria-label={labels[current]}
        data-theme-choice={current}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Icon />
      </button>
    </>
  );
}
