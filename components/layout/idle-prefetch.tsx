'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { whenIdle } from '@/lib/when-idle';
import { PREFETCH_SELECTOR } from '@/components/ui/link-prefetch';

/**
 * Prefetches the page of each marked link (components/ui/link-prefetch.ts) once it comes within
 * 200 px of the viewport, as Next's links do by themselves, but one page per idle moment, starting
 * once the page is idle: a click on a link the visitor has seen still finds its page ready.
 */
export function IdlePrefetch() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const queue: string[] = [];
    const queued = new Set<string>([pathname]);
    let cancelNext: (() => void) | null = null;
    const prefetchNext = () => {
      cancelNext = null;
      const href = queue.shift();
      if (href !== undefined) router.prefetch(href);
      if (queue.length) cancelNext = whenIdle(prefetchNext);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const href = (entry.target.getAttribute('href') ?? '').split('#')[0];
          if (!href || queued.has(href)) continue;
          queued.add(href);
          queue.push(href);
        }
        if (queue.length && !cancelNext) cancelNext = whenIdle(prefetchNext);
      },
      { rootMargin: '200px' },
    );
    const cancelStart = whenIdle(() =>
      document.querySelectorAll(PREFETCH_SELECTOR).forEach((link) => observer.observe(link)),
    );
    return () => {
      cancelStart();
      cancelNext?.();
      observer.disconnect();
    };
  }, [router, pathname]);

  return null;
}
