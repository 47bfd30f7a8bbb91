'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useMotionReady } from './motion-provider';

/**
 * Fades blocks in as they enter the viewport: once the animation features have loaded (never for
 * reduced motion), every `[data-reveal="none"]` block (Section's) whose top is below the viewport waits (opacity
 * and transform, which move no layout) and is shown as it scrolls in; CSS runs the fade. One observer
 * for the page and no React render: the server HTML never hides anything, the first screen never
 * animates, and the sections stay server components with nothing to hydrate.
 */
export function Reveal() {
  const ready = useMotionReady();
  const pathname = usePathname();

  useEffect(() => {
    if (!ready) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute('data-reveal', 'shown');
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    // All positions first, then the writes: one layout, not one per block.
    const blocks = [...document.querySelectorAll('[data-reveal="none"]')];
    const below = blocks.filter((block) => block.getBoundingClientRect().top >= window.innerHeight);
    for (const block of below) {
      block.setAttribute('data-reveal', 'waiting');
      observer.observe(block);
    }
    return () => observer.disconnect();
  }, [ready, pathname]);

  return null;
}
