'use client';

import { useCallback, useRef } from 'react';
import type { UseThemeProps } from 'next-themes';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import { THEME_CHOICE_ATTRIBUTE, parseThemeChoice, themeChoices, type ThemeChoice } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';
// next-themes comes with the island's own code, which no page loads before the toggle's first press.
import { ThemeState } from './theme-state';

const icons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

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
 * Cycles light → dark → system. The button holds each choice's icon and full accessible name (translated
 * on the server, `labels`), and the CSS shows the one <html data-theme-choice> names
 * (app/globals.css): the head script sets it from the stored choice before the first paint, so the toggle
 * shows and says the right choice before its island has started, and without it. next-themes keeps the
 * choice from the first press on (storage, other tabs, the device's scheme), and the toggle keeps the
 * attribute with it. Its provider is mounted once the island has hydrated, beside the button (it writes a
 * script of its own, which the server HTML does not have; docs/decisions/theme-on-next-themes.md), so the
 * button stays the same element, focus and all.
 */
export function ThemeToggle({ labels }: { labels: Record<ThemeChoice, string> }) {
  const hydrated = useHydrated();
  // next-themes' latest state, for the click.
  const latest = useRef<UseThemeProps | null>(null);
  // A click that came before next-themes had loaded: done once it has, from the stored choice.
  const early = useRef(false);
  const onTheme = useCallback((state: UseThemeProps) => {
    latest.current = state;
    document.documentElement.setAttribute(THEME_CHOICE_ATTRIBUTE, parseThemeChoice(state.theme));
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
      {hydrated && <ThemeState onChange={onTheme} />}
      <button
        type="button"
        onClick={onClick}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary"
      >
        {themeChoices.map((choice) => {
          const Icon = icons[choice];
          return (
            <span key={choice} data-theme-option={choice}>
              <Icon />
              <span className="sr-only">{labels[choice]}</span>
            </span>
          );
        })}
      </button>
    </>
  );
}
