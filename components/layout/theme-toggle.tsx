'use client';

import { useCallback, useRef } from 'react';
import type { UseThemeProps } from 'next-themes';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import {
  NO_TRANSITIONS_CSS,
  THEME_CHOICE_ATTRIBUTE,
  THEME_READY_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
  parseThemeChoice,
  themeChoices,
  type ThemeChoice,
} from '@/lib/theme';
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
  style.textContent = NO_TRANSITIONS_CSS;
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
 * shows and says the right choice before its island has started. Until next-themes runs, the head script
 * also does the presses (lib/theme.ts), so the first one switches at once, without waiting for React.
 * next-themes' provider is mounted once the island has hydrated, beside the button (it writes a script of
 * its own, which the server HTML does not have; docs/decisions/theme-on-next-themes.md), so the button
 * stays the same element, focus and all. When it hands over its state, it starts from the choice the page
 * shows (a press may have come while it was mounting), the button is marked ready and the presses are its:
 * the choice kept in storage, other tabs and the device's scheme followed, the attribute kept with it.
 */
export function ThemeToggle({ labels }: { labels: Record<ThemeChoice, string> }) {
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  // next-themes' latest state, for the click; null until it has handed it over.
  const latest = useRef<UseThemeProps | null>(null);
  const onTheme = useCallback((state: UseThemeProps) => {
    const root = document.documentElement;
    if (!latest.current) {
      const shown = parseThemeChoice(root.getAttribute(THEME_CHOICE_ATTRIBUTE));
      // Set together with `latest`, in the same task: on any press, either the head script or the click below acts.
      button.current?.setAttribute(THEME_READY_ATTRIBUTE, '');
      if (shown !== parseThemeChoice(state.theme)) {
        latest.current = { ...state, theme: shown };
        state.setTheme(shown);
        return;
      }
    }
    latest.current = state;
    root.setAttribute(THEME_CHOICE_ATTRIBUTE, parseThemeChoice(state.theme));
  }, []);
  // Before next-themes has handed over, the head script has done this press.
  const onClick = () => {
    if (latest.current) switchFrom(latest.current);
  };

  return (
    <>
      {hydrated && <ThemeState onChange={onTheme} />}
      <button
        ref={button}
        type="button"
        onClick={onClick}
        {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
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
