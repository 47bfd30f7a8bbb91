'use client';

import { useSyncExternalStore } from 'react';
import { useTheme } from 'next-themes';
import { useTranslations } from 'next-intl';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';

const order = ['light', 'dark', 'system'] as const;
type ThemeChoice = (typeof order)[number];

const subscribe = () => () => {};

/** Cycles light → dark → system; the label appears once the stored theme is known (after hydration). */
export function ThemeToggle() {
  const t = useTranslations('ThemeToggle');
  const { theme, setTheme } = useTheme();
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  const current: ThemeChoice = hydrated && (order as readonly string[]).includes(theme ?? '') ? (theme as ThemeChoice) : 'light';
  const next = order[(order.indexOf(current) + 1) % order.length];
  const Icon = current === 'dark' ? MoonIcon : current === 'system' ? MonitorIcon : SunIcon;

  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={t('label', { current: t(current), next: t(next) })}
      data-theme-choice={current}
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-border text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Icon />
    </button>
  );
}
