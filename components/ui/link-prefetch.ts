/**
 * Props of every internal next/link. Next's own prefetch is off: it fetches the page of every link
 * near the viewport at once, a long task right after hydration on a phone. IdlePrefetch
 * (components/layout/idle-prefetch.tsx) fetches the same pages for links marked so, one per idle moment.
 */
export const prefetchWhenIdle = { prefetch: false, 'data-prefetch': '' } as const;

/** The links IdlePrefetch looks after. */
export const PREFETCH_SELECTOR = 'a[data-prefetch]';
