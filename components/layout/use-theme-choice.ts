'use client';

import { useSyncExternalStore } from 'react';
import {
  DEFAULT_THEME_CHOICE,
  THEME_STORAGE_KEY,
  applyThemeChoice,
  parseThemeChoice,
  type ThemeChoice,
} from '@/lib/theme';
import { whenIdle } from '@/lib/when-idle';

// The visitor's theme choice in the browser. The head script (lib/theme.ts) has shown it before the
// first paint, so hydration changes nothing on the page: nothing here runs on load but one storage read.
const listeners = new Set<() => void>();
let current: ThemeChoice | null = null;

function readStored(): ThemeChoice {
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME_CHOICE;
  }
}

const snapshot = (): ThemeChoice => (current ??= readStored());
const notify = () => listeners.forEach((listener) => listener());

/** A choice made in another tab, and the device's scheme while the choice is "system". */
function watchOutside(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = parseThemeChoice(event.newValue);
    applyThemeChoice(current);
    notify();
  };
  const scheme = window.matchMedia('(prefers-color-scheme: dark)');
  const onScheme = () => {
    if (snapshot() === 'system') applyThemeChoice('system');
  };
  window.addEventListener('storage', onStorage);
  scheme.addEventListener('change', onScheme);
  return () => {
    window.removeEventListener('storage', onStorage);
    scheme.removeEventListener('change', onScheme);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Nothing outside the page changes the theme during its load: listened to once it is idle.
  let stop: (() => void) | null = null;
  const cancel = whenIdle(() => (stop = watchOutside()));
  return () => {
    listeners.delete(listener);
    cancel();
    stop?.();
  };
}

/**
 * Applies a change of colours with CSS transitions off, so that no element animates from the old
 * theme's colours; they are allowed again once the new colours have been painted.
 */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

/** Stores the choice, shows it and tells the page. */
export function setThemeChoice(choice: ThemeChoice): void {
  current = choice;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
  withoutTransitions(() => applyThemeChoice(choice));
  notify();
}

/** The stored choice; the default while the server HTML is hydrated (the server cannot know it). */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_THEME_CHOICE);
}
