'use client';

import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once the page has hydrated and its buttons work: the page's scripts load
 * after its first paint (scripts/build/defer-scripts.mjs), and the end-to-end tests and benchmarks wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
