'use client';

import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import { themeChoices, type ThemeChoice } from '@/lib/theme';
import { setThemeChoice, useThemeChoice } from './use-theme-choice';

/**
 * Cycles light → dark → system. `labels` holds, for each current choice, the full accessible label
 * (translated on the server); the stored choice is known only after hydration.
 */
export function ThemeToggle({ labels }: { labels: Record<ThemeChoice, string> }) {
  const current = useThemeChoice();
  const next = themeChoices[(themeChoices.indexOf(current) + 1) % themeChoices.length];
  const Icon = current === 'dark' ? MoonIcon : current === 'system' ? MonitorIcon : SunIcon;

  return (
    <button
      type="button"
      onClick={() => setThemeChoice(next)}
      aria-label={labels[current]}
      data-theme-choice={current}
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Icon />
    </button>
  );
}
